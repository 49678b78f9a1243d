import { interpolate } from '../engine/constants.ts';
import type { Json } from '../engine/json.ts';
import type { Catalog } from '../engine/i18n.ts';
import type { Scenario, StepExpectation } from './scenario-types.ts';

// `journey test --locale <tag>`: the scenarios are written in the source language; played in another locale, each
// text they expect the borrower to read is expected in that locale instead, and the validators' messages (compiled
// from the source schemas, re-worded at display as the browser's form does) are re-worded the same way.

const ARGUMENT = /\{([A-Za-z_][\w.]*)\}/g;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The translation of a text as the borrower reads it (constants filled in, `{placeholders}` given their values), by
 * the catalog: an exact source, else a source whose placeholders match the text's values; a text the catalog does not
 * translate stays as it is (played in that locale, the borrower then reads the source: the expectation fails there).
 */
export function messageTranslator(
  catalog: Catalog,
  constants: Readonly<Record<string, Json>>,
): (text: string) => string {
  const exact = new Map<string, string>();
  const patterns: Array<{ pattern: RegExp; names: string[]; text: string }> = [];
  for (const [source, translation] of catalog) {
    const from = interpolate(source, constants);
    const to = interpolate(translation.text, constants);
    exact.set(from, to);
    const names = [...from.matchAll(ARGUMENT)].map((m) => m[1]!);
    if (names.length)
      patterns.push({
        pattern: new RegExp(
          `^${from
            .split(ARGUMENT)
            .map((part, i) => (i % 2 ? '(.+?)' : escape(part)))
            .join('')}$`,
          's',
        ),
        names,
        text: to,
      });
  }
  return (text) => {
    const known = exact.get(text);
    if (known !== undefined) return known;
    for (const { pattern, names, text: to } of patterns) {
      const match = pattern.exec(text);
      if (!match) continue;
      const values = new Map(names.map((name, i) => [name, match[i + 1]!]));
      return to.replace(ARGUMENT, (whole, name: string) => values.get(name) ?? whole);
    }
    return text;
  };
}

function translateExpectation(expect: StepExpectation, say: (text: string) => string): StepExpectation {
  return {
    ...expect,
    ...(expect.messages ? { messages: expect.messages.map(say) } : {}),
    ...(expect.refused ? { refused: expect.refused.map(say) } : {}),
    // a page the app writes (the KFS) is in the borrower's language; the lender's own documents (a PDF) are as it sends them
    ...(expect.files
      ? {
          files: expect.files.map((f) =>
            f.type?.startsWith('text/html') && f.contains ? { ...f, contains: f.contains.map(say) } : f,
          ),
        }
      : {}),
  };
}

/** The scenarios with every text they expect the borrower to read said in the locale (`say`). */
export function scenariosInLocale(
  scenarios: Readonly<Record<string, Scenario>>,
  say: (text: string) => string,
): Record<string, Scenario> {
  return Object.fromEntries(
    Object.entries(scenarios).map(([name, scenario]) => [
      name,
      {
        ...scenario,
        steps: scenario.steps.map((step) =>
          step.expect ? { ...step, expect: translateExpectation(step.expect, say) } : step,
        ),
      },
    ]),
  );
}
