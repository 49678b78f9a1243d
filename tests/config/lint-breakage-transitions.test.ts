/* eslint-disable @typescript-eslint/no-explicit-any -- these tests reach into the programme's JSON to break it */
import { describe, expect, it } from 'vitest';
import { readConfigSource } from '../../src/cli/read-config.ts';
import type { Json } from '../../src/engine/json.ts';
import { lintConfig } from '../../src/engine/lint.ts';
import { repoRoot } from './helpers.ts';

// A transition no borrower can take is a lint problem, named by the file and pointer where it is written: one that a
// transition before it in its list always shadows, and one waiting for a terminal step as the workflow's current step
// (a terminal step is the lead's status, never a step of its workflow: spec §4, docs/sandbox.md).
const shipped = readConfigSource(repoRoot);
const PROGRAMME = 'journey-config/programmes/business-loan/programme.json';

function lintProgramme(change: (programme: Record<string, any>) => void): string[] {
  const source = structuredClone(shipped.source) as Record<string, Json>;
  change(source[PROGRAMME] as Record<string, any>);
  return lintConfig(source, 'business-loan').map((p) => `${p.file}#${p.pointer}: ${p.message}`);
}

describe('journey lint: transitions no borrower can take', () => {
  it.each([
    {
      name: 'a navigation entry without a rule shadows what the tables imply after it',
      change: (j: Record<string, any>) => {
        j.navigation = { resume: [{ to: 'home' }] };
      },
      line: `${PROGRAMME}#/workflow/stageScreens/6: shadowed transition: resume never takes "stage 6" to "quote": /navigation/resume/0 before it has no rule, so it is always taken first`,
    },
    {
      name: 'an entry after one without a rule, taken from the same screens',
      change: (j: Record<string, any>) => {
        j.navigation = {
          leadLoaded: [
            { to: 'post-offer-home', from: ['home'] },
            { when: { var: 'lead.offerAccepted' }, to: 'quote', from: ['home'] },
          ],
        };
      },
      line: `${PROGRAMME}#/navigation/leadLoaded/1: shadowed transition: leadLoaded never takes "leadLoaded" to "quote": /navigation/leadLoaded/0 before it has no rule, so it is always taken first`,
    },
    {
      name: 'a terminal step in stepScreens',
      change: (j: Record<string, any>) => {
        j.workflow.stepScreens.REJECTED = 'error';
      },
      line: `${PROGRAMME}#/workflow/stepScreens/REJECTED: "REJECTED" is a terminal step, the lead's status and never its current step: this entry is never taken (write it in stageScreens or a group, which are read on the lead's status)`,
    },
    {
      name: 'a rule waiting for a terminal step as the current step',
      change: (j: Record<string, any>) => {
        j.navigation = {
          currentStep: [
            { when: { in: [{ var: 'workflow.currentStep' }, ['KYC_CALLBACK', 'KYC_FAILED']] }, to: 'error' },
          ],
        };
      },
      line: `${PROGRAMME}#/navigation/currentStep/0/when: rule compares workflow.currentStep with terminal step "KYC_FAILED", which is the lead's status, never its current step: read lead.status`,
    },
  ])('$name', ({ change, line }) => {
    const lines = lintProgramme(change);
    expect(lines, `lint said:\n${lines.join('\n')}`).toContain(line);
  });

  it.each([
    [
      'a rule on the first entry: the later ones are taken when it fails',
      (j: Record<string, any>) => {
        j.navigation = { resume: [{ when: { var: 'lead.offerAccepted' }, to: 'post-offer-home' }] };
      },
    ],
    // a lead read never goes to the screen that read it: on the error screen the entries after it are still taken
    [
      'a lead-read entry without a rule, to a screen that reads the lead itself',
      (j: Record<string, any>) => {
        j.navigation = { leadStatus: [{ to: 'error' }] };
      },
    ],
    [
      'an entry without a rule from one screen does not shadow one taken from another',
      (j: Record<string, any>) => {
        j.navigation = {
          leadLoaded: [
            { to: 'home', from: ['post-offer-home'] },
            { when: { var: 'lead.offerAccepted' }, to: 'quote', from: ['offer'] },
          ],
        };
      },
    ],
  ])('no problem: %s', (_name, change) => {
    expect(lintProgramme(change)).toEqual([]);
  });
});
