import type { Migration } from './release-migration.ts';
import { hasSchemaField, listSavedAnswers } from './saved-answers.ts';
import type { Problem, ResolvedProgramme } from './types.ts';

// Lint of a release's migration (release-migration.ts) against the versions it joins: apart from the migration itself,
// which the app and the store read, so they load none of lint's reading of forms and saved answers.

/** Whether a version saves the answer `<savedAs>.<field>` (a field of a form some screen saves under that name). */
function savesAnswer(p: ResolvedProgramme, answer: string): boolean {
  const dot = answer.indexOf('.');
  const screens = dot > 0 ? listSavedAnswers(p).get(answer.slice(0, dot)) : undefined;
  return (screens ?? []).some((id) => hasSchemaField(p.forms[id]?.schema ?? {}, answer.slice(dot + 1)));
}

/**
 * A migration checked against the versions it joins: each `from` an earlier published version, each screen and
 * answer it maps one the earlier versions have and one this version has. `at` places a problem in the release file.
 */
export function lintMigration(
  migration: Migration,
  earlier: Readonly<Record<string, ResolvedProgramme>>,
  to: ResolvedProgramme,
  at: (pointer: string, message: string) => Problem,
): Problem[] {
  const problems: Problem[] = [];
  const froms = migration.from.flatMap((v, i) => {
    if (earlier[v]) return [earlier[v]];
    problems.push(at(`/from/${i}`, `migrates leads from ${v}, which is no earlier published version`));
    return [];
  });
  const escape = (key: string) => key.replaceAll('~', '~0').replaceAll('/', '~1');
  for (const [from, into] of Object.entries(migration.screens ?? {})) {
    const missing = froms.filter((p) => !p.screens[from]).map((p) => p.release?.version ?? p.id);
    if (missing.length) problems.push(at(`/screens/${escape(from)}`, `${from} is no screen of ${missing.join(', ')}`));
    if (!to.screens[into]) problems.push(at(`/screens/${escape(from)}`, `${into} is no screen of this version`));
  }
  for (const [from, into] of Object.entries(migration.answers ?? {})) {
    const missing = froms.filter((p) => !savesAnswer(p, from)).map((p) => p.release?.version ?? p.id);
    if (missing.length)
      problems.push(at(`/answers/${escape(from)}`, `${from} is no saved answer of ${missing.join(', ')}`));
    if (!savesAnswer(to, into))
      problems.push(
        at(`/answers/${escape(from)}`, `${into} is no saved answer of this version (<savedAs>.<field> of a form)`),
      );
  }
  return problems;
}
