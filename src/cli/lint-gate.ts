import { isJsonObject } from '../engine/json.ts';
import { lintConfig } from '../engine/lint.ts';
import { CONFIG_ROOT, listProgrammes, parentProgrammeOf, PROGRAMMES_ROOT } from '../engine/resolve-programme.ts';
import type { ConfigSource, Problem } from '../engine/types.ts';

/** A programme lint refuses, and the first line lint says of it. */
export interface Refusal {
  programme: string;
  first: Problem;
}

/** How a build says it left a programme out: lint's first line, and where to read the rest. */
export function formatRefusal({ programme, first }: Refusal): string {
  return `${programme} is not built: lint refuses it: ${first.file}#${first.pointer}: ${first.message} (\`journey lint ${programme}\` names every problem)`;
}

/**
 * The config without the programmes lint refuses (and those that extend one), with lint's first line for each:
 * nothing lint refuses is built or served, and the others still are. The deployment's default programme falls back
 * to the first one built.
 */
export function withoutRefused(source: ConfigSource): { source: ConfigSource; refused: Refusal[] } {
  const all = listProgrammes(source);
  const refused: Refusal[] = [];
  for (const programme of all) {
    const [first] = lintConfig(source, programme);
    if (first) refused.push({ programme, first });
  }
  // a programme extending a refused one is built from it: it goes too, with its parent's line
  for (let grew = true; grew;) {
    grew = false;
    for (const id of all) {
      const parent = refused.find((r) => r.programme === parentProgrammeOf(source, id));
      if (parent && !refused.some((r) => r.programme === id))
        grew = refused.push({ programme: id, first: parent.first }) > 0;
    }
  }
  if (!refused.length) return { source, refused };
  const gone = new Set(refused.map((r) => r.programme));
  const out: Record<string, ConfigSource[string]> = Object.fromEntries(
    Object.entries(source).filter(([file]) => ![...gone].some((id) => file.startsWith(`${PROGRAMMES_ROOT}/${id}/`))),
  );
  const deploymentFile = `${CONFIG_ROOT}/common/deployment.json`;
  const deployment = out[deploymentFile];
  const kept = all.filter((id) => !gone.has(id));
  if (
    isJsonObject(deployment) &&
    typeof deployment.defaultProgramme === 'string' &&
    gone.has(deployment.defaultProgramme) &&
    kept[0]
  )
    out[deploymentFile] = { ...deployment, defaultProgramme: kept[0] };
  return { source: out, refused };
}
