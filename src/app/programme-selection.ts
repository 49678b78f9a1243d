/**
 * Which programme this browser session runs: chosen by the deployment's config (journey-config/common/
 * deployment.json), optionally by `?programme=<id>` on a first visit, and kept for the session. An unknown id
 * falls back to the default: nothing the URL says is trusted beyond the discovered programme ids.
 */
export function selectProgrammeId(
  ids: readonly string[],
  deployment: { defaultProgramme: string; programmeQueryParam?: string | null },
  search: string,
  storage: Pick<Storage, 'getItem' | 'setItem'>,
): string {
  const key = 'journey:programme';
  const param = deployment.programmeQueryParam;
  const asked = param ? new URLSearchParams(search).get(param) : null;
  if (asked && ids.includes(asked)) {
    storage.setItem(key, asked);
    return asked;
  }
  const kept = storage.getItem(key);
  if (kept && ids.includes(kept)) return kept;
  return ids.includes(deployment.defaultProgramme)
    ? deployment.defaultProgramme
    : (ids[0] ?? deployment.defaultProgramme);
}
