// A version may take the leads in flight on earlier versions with it (issue 35): its release request says
// `inFlight: "migrate"` with a migration, the earlier versions it takes leads from and how their answers and screens
// are named in it. By default (no migration) a lead finishes on the version it began.

export interface Migration {
  /** The published versions whose leads in flight move to this one. */
  from: string[];
  /** An earlier version's screen id -> this version's (a screen renamed): the screens the borrower has submitted. */
  screens?: Record<string, string>;
  /** `<savedAs>.<field>` in the earlier version -> in this one: the saved answers the lender keeps with the lead. */
  answers?: Record<string, string>;
}

/** A version as the shell and the app know it: its label and, when it takes leads with it, its migration. */
export interface KnownVersion {
  version: string;
  migration?: Migration;
}

/** The version a lead begun on `version` runs: the last known version whose migration takes leads from it, else its own. */
export function movedVersion(version: string, known: readonly KnownVersion[]): string {
  const number = (v: KnownVersion) => Number(v.version.slice(1));
  const taking = known.filter((v) => v.migration?.from.includes(version)).sort((a, b) => number(a) - number(b));
  return taking.at(-1)?.version ?? version;
}

type Answers = Record<string, Record<string, unknown>>;

/**
 * The lender's saved answers of a lead begun on `begun`, named as this version names them (its `migration`), when it
 * took the lead with it; as they are otherwise. A name both versions have keeps this version's answer.
 */
export function migrateAnswers(answers: Answers, begun: string | undefined, migration: Migration | undefined): Answers {
  if (!migration || !begun || !migration.from.includes(begun)) return answers;
  const out: Answers = Object.fromEntries(Object.entries(answers).map(([name, fields]) => [name, { ...fields }]));
  for (const [from, to] of Object.entries(migration.answers ?? {})) {
    const [fromName = '', fromField = ''] = from.split('.');
    const [toName = '', toField = ''] = to.split('.');
    const value = answers[fromName]?.[fromField];
    if (value === undefined) continue;
    delete out[fromName]?.[fromField];
    const into = (out[toName] ??= {});
    if (!(toField in into)) into[toField] = value;
  }
  return out;
}
