import { describe, expect, it } from 'vitest';
import { readConfigSource } from '../../src/cli/read-config.ts';
import { fillPlaceholders } from '../../src/engine/identity.ts';
import { isJsonObject, type Json } from '../../src/engine/json.ts';
import { listProgrammes, resolveProgramme } from '../../src/engine/resolve-programme.ts';
import { repoRoot } from './helpers.ts';

// Identity is read, never repeated: every text naming the lender, its registration, its grievance officer or its help
// line reads them from programme.json `identity` by placeholder, so the KFS, the footer and the outcome screens
// name the same people. A copied name (the KFS once named another grievance officer) fails here.

const { source } = readConfigSource(repoRoot);

/** Every string of a JSON value, with its pointer. */
function strings(node: Json | undefined, at = ''): Array<[string, string]> {
  if (typeof node === 'string') return [[at, node]];
  if (Array.isArray(node)) return node.flatMap((v, i) => strings(v, `${at}/${i}`));
  return isJsonObject(node) ? Object.entries(node).flatMap(([k, v]) => strings(v, `${at}/${k}`)) : [];
}

const EMAIL = /[\w.+-]+@[\w-]+\.[\w.]+/;

describe.each(listProgrammes(source))('%s names its lender from its identity', (id) => {
  const { programme } = resolveProgramme(source, id);
  const identity = programme!.programme.identity!;
  const named = [
    identity.legalName,
    identity.rbiRegistration,
    identity.grievanceOfficer.name,
    identity.grievanceOfficer.email,
    identity.grievanceOfficer.phone,
    identity.help.phone,
    identity.help.email,
  ];

  it('no screen or text file writes the identity out, nor any e-mail address: placeholders only', () => {
    // the texts a borrower reads: screens and text tables (not the example vectors, whose e-mails are a borrower's)
    const files = Object.keys(source).filter(
      (f) =>
        f.startsWith('journey-config/') &&
        (/\/screens\/[^/]+(?<!\.examples)\.json$/.test(f) || f.endsWith('/texts.json')),
    );
    const written = files.flatMap((file) =>
      strings(source[file])
        .filter(([, text]) => EMAIL.test(text) || named.some((n) => text.includes(n)))
        .map(([at, text]) => `${file}#${at}: ${text}`),
    );
    expect(written).toEqual([]);
  });

  it("the KFS's grievance officer is the footer's", () => {
    const footer = fillPlaceholders(programme!.texts.identity_grievance ?? '', { ...identity });
    expect(footer).toContain(identity.grievanceOfficer.name);
    const kfs = Object.values(programme!.screens).filter((s) => s.kind === 'kfs');
    expect(kfs.length).toBeGreaterThan(0);
    for (const screen of kfs) {
      const texts = strings(screen as unknown as Json)
        .map(([, t]) => t)
        .filter((t) => /grievance/i.test(t));
      expect(
        texts.some((t) => t.includes(identity.grievanceOfficer.name) && t.includes(identity.grievanceOfficer.email)),
      ).toBe(true);
      expect(texts.join('\n')).not.toMatch(/\{grievanceOfficer\./);
    }
  });
});
