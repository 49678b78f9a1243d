import { catalogFor, programmeLocales } from './i18n.ts';
import { shownPlaces } from './i18n-lint.ts';
import { isJsonObject, type Json } from './json.ts';
import { PROGRAMMES_ROOT } from './resolve-programme.ts';
import type { ConfigSource, Problem } from './types.ts';

// Regulated text (RBI's KFS circular, the Fair Practices Code): what the borrower acknowledges or is told of the
// lender and a rejection. `journey lint --release` refuses a programme whose regulated texts are not all reviewed by
// a qualified translator in every locale it declares.

/** The consent fields of a programme's screens (a screen's `consents[].field`): their labels and messages are regulated. */
function consentFields(source: ConfigSource): Set<string> {
  const fields = new Set<string>();
  for (const [path, content] of Object.entries(source)) {
    if (!path.startsWith(`${PROGRAMMES_ROOT}/`) || !isJsonObject(content) || !Array.isArray(content.consents)) continue;
    for (const consent of content.consents)
      if (isJsonObject(consent) && typeof consent.field === 'string') fields.add(consent.field);
  }
  return fields;
}

/** Which regulated text a shown text is, if any: by what its file is and where in it the text is written. */
function regulatedKind(
  file: string,
  content: Json | undefined,
  pointer: string,
  consents: Set<string>,
): string | undefined {
  if (isJsonObject(content) && content.kind === 'kfs') return 'KFS';
  if (/\/texts\.json$/.test(file) && /^\/texts\/(kfs_|identity_)/.test(pointer))
    return pointer.includes('kfs_') ? 'KFS' : 'lender identity';
  if (/\/programme\.json$/.test(file) && pointer.startsWith('/identity/')) return 'lender identity';
  if (
    /\/texts\.json$/.test(file) &&
    /^\/texts\/(lead_rejected|not_eligible|loan_status_message_rejected)/.test(pointer)
  )
    return 'rejection';
  if (isJsonObject(content) && /^\/outcome\//.test(pointer)) return 'rejection';
  const field =
    /^\/properties\/([^/]+)\//.exec(pointer)?.[1] ??
    /^\/errorMessage\/required\/([^/]+)$/.exec(pointer)?.[1] ??
    /^\/([^/]+)\/ui:/.exec(pointer)?.[1];
  if (field && consents.has(field) && (file.endsWith('.schema.json') || file.endsWith('.ui.json'))) return 'consent';
  return undefined;
}

/** Each regulated text of the programme whose translation in a declared locale is missing or still a draft. */
export function lintRegulatedReview(source: ConfigSource, id: string): Problem[] {
  const [, ...locales] = programmeLocales(source, id);
  const consents = consentFields(source);
  const regulated = shownPlaces(source, id).flatMap((place) => {
    const kind = regulatedKind(place.file, source[place.file], place.pointer, consents);
    return kind ? [{ ...place, kind }] : [];
  });
  const problems: Problem[] = [];
  for (const locale of locales) {
    const catalog = catalogFor(source, id, locale);
    for (const place of regulated) {
      const translation = catalog.get(place.text);
      if (translation?.status === 'reviewed') continue;
      const state = translation ? `is a draft (${translation.file})` : 'is missing';
      problems.push({
        file: place.file,
        pointer: place.pointer,
        message: `regulated text (${place.kind}): its ${locale} translation ${state}; a qualified translator must review it before release`,
      });
    }
  }
  return problems;
}
