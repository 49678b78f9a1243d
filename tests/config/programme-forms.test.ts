import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyProject, journey, repoRoot } from './helpers.ts';

// A programme may hold its own form schemas and uiSchemas in its folder (forms/), found before the shared schemas/;
// `journey describe` says where each screen's form comes from.

const SCF = 'journey-config/programmes/supply-chain-finance';
const shared = (file: string) =>
  JSON.parse(readFileSync(join(repoRoot, 'schemas/forms', file), 'utf8')) as Record<string, unknown>;
type Described = { screens: Array<{ id: string; form?: { schema: string; uiSchema: string } }> };
const formOf = (out: string, id: string) => (JSON.parse(out) as Described).screens.find((s) => s.id === id)?.form;

describe('a programme that owns a form', () => {
  it('uses its own schema and uiSchema, says so in describe, and leaves the parent on the shared one', async () => {
    const project = copyProject();
    try {
      const schema = shared('gst-login.schema.json');
      const properties = schema.properties as Record<string, Record<string, unknown>>;
      properties.gstUsername = {
        ...properties.gstUsername,
        maxLength: 10,
        errorMessage: {
          ...(properties.gstUsername?.errorMessage as object),
          maxLength: 'A dealer code has at most 10 characters.',
        },
      };
      project.write(`${SCF}/forms/gst-login.schema.json`, schema);
      project.write(`${SCF}/forms/gst-login.ui.json`, {
        ...shared('gst-login.ui.json'),
        $schema: '../../../meta/ui-schema.schema.json',
      });
      // the parent's vectors are for the shared form (lint runs them against this one, and they fail: it is used)
      const vector = (name: string, gstUsername: string, errors: unknown[]) => ({
        name,
        data: { primary_gst_number: '27AAPFU0939F1ZV', gstUsername, otpSent: false },
        errors,
      });
      project.write(`${SCF}/screens/gst-login.examples.json`, {
        $schema: '../../../meta/examples.schema.json',
        examples: [
          vector('a dealer code', 'abcdefgh', []),
          vector('too long', 'abcdefghijk', [
            { field: '/gstUsername', message: 'A dealer code has at most 10 characters.' },
          ]),
        ],
      });

      const lint = await journey(['lint', '--root', project.root]);
      expect(lint.out + lint.err).toBe('journey lint: 2 programmes OK\n');
      const scf = await journey(['describe', 'supply-chain-finance', '--root', project.root]);
      expect(formOf(scf.out, 'gst-login')).toEqual({
        schema: `${SCF}/forms/gst-login.schema.json`,
        uiSchema: `${SCF}/forms/gst-login.ui.json`,
      });
      expect(formOf(scf.out, 'login')).toEqual({
        schema: 'schemas/forms/login.schema.json',
        uiSchema: 'schemas/forms/login.ui.json',
      });
      const parent = await journey(['describe', 'business-loan', '--root', project.root]);
      expect(formOf(parent.out, 'gst-login')).toEqual({
        schema: 'schemas/forms/gst-login.schema.json',
        uiSchema: 'schemas/forms/gst-login.ui.json',
      });

      const data = JSON.stringify({
        primary_gst_number: '27AAPFU0939F1ZV',
        gstUsername: 'abcdefghijk',
        otpSent: false,
      });
      const validated = await journey(
        ['validate-data', 'supply-chain-finance', 'gst-login', '-', '--root', project.root],
        data,
      );
      expect(JSON.parse(validated.out)).toEqual({
        valid: false,
        errors: [{ field: '/gstUsername', message: 'A dealer code has at most 10 characters.' }],
      });
    } finally {
      project.cleanup();
    }
  });

  it("lint names the programme's own form file in a problem of its form", async () => {
    const project = copyProject();
    try {
      project.write(`${SCF}/forms/gst-login.ui.json`, {
        ...shared('gst-login.ui.json'),
        $schema: '../../../meta/ui-schema.schema.json',
        gstUsername: { 'ui:widget': 'dealer-code' },
      });
      const lint = await journey(['lint', 'supply-chain-finance', '--root', project.root]);
      expect(lint.out + lint.err).toContain(
        `${SCF}/forms/gst-login.ui.json#/gstUsername/ui:widget: unknown widget "dealer-code"`,
      );
      expect(lint.code).toBe(1);
    } finally {
      project.cleanup();
    }
  });
});
