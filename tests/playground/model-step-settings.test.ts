import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readShippedFiles } from './shipped-files.ts';
import type { JsonObject } from '../../src/engine/json.ts';
import { lintConfig } from '../../src/engine/lint.ts';
import { applyEdits, type FileTexts } from '../../src/playground/model/files.ts';
import { resetToParent, setListItem } from '../../src/playground/model/programme-edits.ts';
import { sourceOf } from '../../src/playground/model/programme-layers.ts';
import { listItemMeta, metaRefResolver, panelFor } from '../../src/playground/studio/panel-schema.ts';

// The step settings panel: generated from the step item of programme.schema.json, its edits the step's entry in the
// programme's steps (a child's $patch, in place in the programme that owns the list).

const root = join(import.meta.dirname, '../..');
const readMeta = (name: string) =>
  JSON.parse(readFileSync(join(root, 'journey-config/meta', name), 'utf8')) as JsonObject;
const metas = {
  'programme.schema.json': readMeta('programme.schema.json'),
  'common-defs.schema.json': readMeta('common-defs.schema.json'),
};
const shipped: FileTexts = readShippedFiles();
const BL = 'business-loan';
const SCF = 'supply-chain-finance';
const blFile = `journey-config/programmes/${BL}/programme.json`;
const scfFile = `journey-config/programmes/${SCF}/programme.json`;
const changedLines = (before: string, after: string) => ({
  added: after.split('\n').filter((l) => !before.split('\n').includes(l)),
  removed: before.split('\n').filter((l) => !after.split('\n').includes(l)),
});

describe('the step panel from the meta-schema', () => {
  const item = listItemMeta((metas['programme.schema.json'].properties as JsonObject).steps)!;
  const keys = Object.keys(item.properties as JsonObject).filter((k) => k !== 'screens');
  const panel = panelFor(item, keys, { resolve: metaRefResolver(metas), rulesApart: true });

  it('puts every rule of a step in the rule builder and every other key in the form', () => {
    expect(panel.rules).toEqual(['completedWhen', 'verifyingWhen', 'status', 'requiredWhen', 'skipWhen']);
    expect(Object.keys(panel.schema.properties ?? {}).sort()).toEqual(
      keys.filter((k) => k !== 'id' && !panel.rules.includes(k)).sort(),
    );
  });

  it('follows a $ref to the common definitions: a screen id is a text box with its pattern, an action stays JSON', () => {
    expect(panel.schema.properties?.home).toMatchObject({
      type: 'string',
      pattern: '^[a-z][a-z0-9-]*$',
      description: expect.stringMatching(/home screen/),
    });
    expect(panel.asJson.has('home')).toBe(false);
    expect(panel.asJson.has('action')).toBe(true);
    expect(panelFor(item, ['home']).asJson.has('home')).toBe(true);
  });
});

describe('step settings edits', () => {
  it('a step title in the programme that owns the steps is a one-line diff', () => {
    const after = applyEdits(
      shipped,
      setListItem(shipped, BL, 'programme.json', '/steps', 'gst-details', { title: 'GST returns' }),
    );
    expect(changedLines(shipped[blFile]!, after[blFile]!)).toEqual({
      added: ['      "id": "gst-details", "title": "GST returns", "home": "home",'],
      removed: ['      "id": "gst-details", "title": "GST Details", "home": "home",'],
    });
  });

  it("a child's rule on a parent's step is the step's $patch entry, and reset takes it away again", () => {
    const skipWhen = { '==': [{ var: 'lead.leadId' }, 'x'] };
    const after = applyEdits(
      shipped,
      setListItem(shipped, SCF, 'programme.json', '/steps', 'gst-details', { skipWhen }),
    );
    expect(JSON.parse(after[scfFile]!).steps).toEqual({ $patch: [{ id: 'gst-details', skipWhen }] });
    expect(lintConfig(sourceOf(after), SCF)).toEqual([]);
    const index = (JSON.parse(shipped[blFile]!).steps as Array<{ id: string }>).findIndex(
      (s) => s.id === 'gst-details',
    );
    expect(applyEdits(after, resetToParent(after, SCF, 'programme.json', `/steps/${index}/skipWhen`))).toEqual(shipped);
  });

  it('a rule taken away in the programme that owns the steps removes its key; in a child it is null', () => {
    const blAfter = applyEdits(
      shipped,
      setListItem(shipped, BL, 'programme.json', '/steps', 'gst-details', { verifyingWhen: null }),
    );
    expect(changedLines(shipped[blFile]!, blAfter[blFile]!).removed.join('\n')).toMatch(/verifyingWhen/);
    expect(
      JSON.parse(
        applyEdits(
          shipped,
          setListItem(shipped, SCF, 'programme.json', '/steps', 'gst-details', { verifyingWhen: null }),
        )[scfFile]!,
      ).steps,
    ).toEqual({ $patch: [{ id: 'gst-details', verifyingWhen: null }] });
  });
});
