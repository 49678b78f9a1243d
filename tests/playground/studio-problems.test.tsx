// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { StudioApp } from '../../src/playground/studio/studio-app.tsx';

// Only what a problem's link opens is rendered: the screen as the borrower sees it (the renderer at two widths, its
// calls and its example vectors compiled by ajv, seconds in jsdom) is not part of it, and stands in as one line.
vi.mock('../../src/playground/screen-preview.tsx', () => ({ ScreenPreview: () => <p>preview</p> }));
vi.mock('../../src/playground/studio/example-results.tsx', () => ({ ExampleResults: () => <p>examples</p> }));
import {
  focusProblem,
  listStepPlaces,
  readStudioSelection,
  writeStudioSelection,
} from '../../src/playground/studio/studio-selection.ts';
import { readShippedFiles } from './shipped-files.ts';
import { stubStudioServer } from './studio-server-stub.ts';

// A problem the check lists is a link: selecting it opens the file's panel in the studio and focuses the box of its
// JSON pointer. The studio is rendered whole over the shipped config and a programme of its own with a form.

const FOLDER = 'journey-config/programmes/studio-loan';
const FORM = `${FOLDER}/forms/turnover-check.schema.json`;
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const OWN_PROGRAMME = {
  [`${FOLDER}/programme.json`]: json({
    $schema: '../../meta/programme.schema.json',
    formatVersion: 2,
    id: 'studio-loan',
    extends: 'business-loan',
    title: 'Studio loan',
    programCode: 'STUDIO_BL',
  }),
  [`${FOLDER}/screens/turnover-check.json`]: json({
    id: 'turnover-check',
    route: '/turnover-check',
    title: 'Turnover check',
    kind: 'form',
    access: 'authenticated',
    form: { schema: 'forms/turnover-check.schema.json', uiSchema: 'forms/turnover-check.ui.json' },
    actions: [
      {
        id: 'save',
        label: 'Continue',
        next: [
          { to: 'home', when: { '==': [{ var: 'form.gstNumber' }, 'A'] } },
          { to: 'offer', when: { '==': [{ var: 'form.gstNumber' }, 'B'] } },
        ],
      },
    ],
  }),
  [FORM]: json({
    type: 'object',
    required: [],
    properties: { gstNumber: { type: 'string', title: 'GST number', pattern: '^[0-9]{2}[A-Z]{5}$' } },
  }),
  [`${FOLDER}/forms/turnover-check.ui.json`]: json({ 'ui:order': ['*'] }),
};
const PROBLEMS = [
  { file: FORM, pointer: '/properties/gstNumber/pattern', message: 'pattern has no message' },
  { file: `${FOLDER}/screens/turnover-check.json`, pointer: '/title', message: 'a title problem' },
  {
    file: 'journey-config/programmes/business-loan/constants.json',
    pointer: '/constants/maxTextLength',
    message: 'another programme: not linked here',
  },
  { file: `${FOLDER}/screens/turnover-check.json`, pointer: '/actions/0/next/1/when', message: 'a rule problem' },
];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe("the studio's problem links", () => {
  it('open the form field of a schema problem and focus its rule; a screen problem focuses its setting', async () => {
    stubStudioServer({ ...readShippedFiles(), ...OWN_PROGRAMME }, PROBLEMS);
    // opened on a screen the programme lacks: the page is drawn without a map or a preview (each takes seconds in jsdom)
    window.history.replaceState(null, '', '/?programme=studio-loan&screen=gone');
    render(<StudioApp />);
    await screen.findByText('No screen gone in studio-loan.', {}, { timeout: 20_000 });
    const problems = await screen.findByRole('list', { name: 'Lint problems' }, { timeout: 20_000 });
    const [patternLink, titleLink, otherLink, ruleLink] = within(problems).getAllByRole('button');

    await act(async () => fireEvent.click(patternLink!));
    await waitFor(() => expect((document.activeElement as HTMLInputElement | null)?.value).toBe('^[0-9]{2}[A-Z]{5}$'), {
      timeout: 5000,
    });
    expect(document.activeElement?.closest('[data-field]')?.getAttribute('data-field')).toBe('gstNumber');
    expect(screen.getByRole('heading', { level: 2, name: /Turnover check/ })).toBeTruthy();
    expect(window.location.search).toBe('?programme=studio-loan&tab=Screens&screen=turnover-check');

    // the analyst closes that field's editor and goes to another part: the same link opens it all again
    fireEvent.click(screen.getByRole('button', { name: 'gstNumber', expanded: true }));
    expect(document.querySelector('.st-field')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Offer terms' }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Offer terms' }).getAttribute('aria-selected')).toBe('true'),
    );
    await act(async () => fireEvent.click(patternLink!));
    await waitFor(() => expect((document.activeElement as HTMLInputElement | null)?.value).toBe('^[0-9]{2}[A-Z]{5}$'), {
      timeout: 5000,
    });
    expect(document.activeElement?.closest('[data-field]')?.getAttribute('data-field')).toBe('gstNumber');
    expect(screen.getByRole('button', { name: 'gstNumber', expanded: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Screens' }).getAttribute('aria-selected')).toBe('true');

    await act(async () => fireEvent.click(titleLink!));
    await waitFor(() => expect(document.activeElement?.id).toBe('screen-turnover-check_title'), { timeout: 5000 });
    expect((document.activeElement as HTMLInputElement).value).toBe('Turnover check');

    // a file of another programme is listed, and its link leaves the page where it is
    await act(async () => fireEvent.click(otherLink!));
    expect(window.location.search).toBe('?programme=studio-loan&tab=Screens&screen=turnover-check');

    // a transition's rule: the rule builder of that transition (the second of the action), not the first one's
    await act(async () => fireEvent.click(ruleLink!));
    await waitFor(() => expect(document.activeElement?.closest('.st-rule')).toBeTruthy(), { timeout: 5000 });
    expect(document.activeElement?.closest('li')?.textContent).toMatch(/^to offer/);
  }, 120_000);
});

describe('focusProblem: where a problem is edited', () => {
  const forms = { [FORM]: 'turnover-check' };
  it.each([
    [
      { file: FORM, pointer: '/properties/gstNumber/pattern' },
      {
        tab: 'Screens',
        screen: 'turnover-check',
        field: 'gstNumber',
        focus: '.st-field[data-field="gstNumber"] [data-rule="pattern"] input',
      },
    ],
    [
      { file: FORM, pointer: '/properties/gstNumber/errorMessage/pattern' },
      {
        tab: 'Screens',
        screen: 'turnover-check',
        field: 'gstNumber',
        focus: '.st-field[data-field="gstNumber"] [data-rule="pattern"] input:last-of-type',
      },
    ],
    [
      { file: FORM, pointer: '/properties/gstNumber/title' },
      {
        tab: 'Screens',
        screen: 'turnover-check',
        field: 'gstNumber',
        focus: '.st-field[data-field="gstNumber"] input',
      },
    ],
    [
      { file: `${FOLDER}/screens/x.json`, pointer: '/route' },
      { tab: 'Screens', screen: 'x', focus: '[id="screen-x_route"]' },
    ],
    [
      { file: `${FOLDER}/screens/x.json`, pointer: '/actions/0/next/1/when' },
      {
        tab: 'Screens',
        screen: 'x',
        focus:
          '.st-transitions > div.st-action:nth-of-type(1) > ol > li:nth-child(2) .st-rule select, .st-transitions > div.st-action:nth-of-type(1) > ol > li:nth-child(2) .st-rule textarea',
      },
    ],
    [
      { file: `${FOLDER}/screens/x.json`, pointer: '/actions/2/label' },
      {
        tab: 'Screens',
        screen: 'x',
        focus:
          '.st-transitions > div.st-action:nth-of-type(3) select, .st-transitions > div.st-action:nth-of-type(3) textarea',
      },
    ],
    [
      { file: `${FOLDER}/screens/x.json`, pointer: '/actions' },
      { tab: 'Screens', screen: 'x', focus: '.st-transitions textarea, .st-transitions select' },
    ],
    [
      { file: `${FOLDER}/screens/x.examples.json`, pointer: '/examples/0/data' },
      { tab: 'Screens', screen: 'x', focus: '[data-panel="examples-x"] textarea, [data-panel="examples-x"] input' },
    ],
    [
      { file: `${FOLDER}/constants.json`, pointer: '/constants/loanAmountMin/value' },
      { tab: 'Constants', focus: '[id="const-loanAmountMin"]' },
    ],
    [{ file: `${FOLDER}/programme.json`, pointer: '/terms/$patch/0/label' }, { tab: 'Offer terms' }],
    [
      { file: `${FOLDER}/programme.json`, pointer: '/title' },
      { tab: 'Programme', focus: '[id="programme-studio-loan_title"]' },
    ],
    [{ file: `${FOLDER}/texts.json`, pointer: '/x' }, {}],
    [{ file: 'journey-config/releases/studio-loan.json', pointer: '/records/0/recordHash' }, { tab: 'Releases' }],
    [{ file: 'journey-config/common/deployment.json', pointer: '/releases/studio-loan/rollout' }, { tab: 'Releases' }],
  ])('%j', (problem, place) => {
    expect(focusProblem(problem, 'studio-loan', forms)).toEqual({ programme: 'studio-loan', ...place });
  });

  it('leads a step\'s problem to the Steps tab at that step, and "the journey can bypass it" to the step\'s submit', () => {
    const places = listStepPlaces([
      { id: 'login', screens: ['login'] },
      { id: 'business-details', screens: ['business-details-1', 'udyam'] },
    ]);
    const bypass = {
      file: `${FOLDER}/screens/udyam.json`,
      pointer: '/form/savedAs',
      message:
        'answer "udyam" is read by steps[2].requiredWhen but no step\'s "submit" lists screen "udyam": the journey can bypass it',
    };
    expect(focusProblem(bypass, 'studio-loan', forms, places)).toEqual({
      programme: 'studio-loan',
      tab: 'Steps',
      step: 'business-details',
      focus: '[id="step-business-details_submit"]',
    });
    expect(
      focusProblem({ file: `${FOLDER}/programme.json`, pointer: '/steps/1/submit/0' }, 'studio-loan', forms, places),
    ).toEqual({
      programme: 'studio-loan',
      tab: 'Steps',
      step: 'business-details',
      focus: '[id="step-business-details_submit"]',
    });
  });

  it('links no file of another programme or outside the programmes', () => {
    expect(
      focusProblem(
        { file: 'journey-config/programmes/business-loan/constants.json', pointer: '/constants/x' },
        'studio-loan',
        forms,
      ),
    ).toBeUndefined();
    expect(
      focusProblem({ file: 'journey-config/common/texts.json', pointer: '/x' }, 'studio-loan', forms),
    ).toBeUndefined();
    // another programme's release records and rollout
    for (const problem of [
      { file: 'journey-config/releases/business-loan.json', pointer: '/records/0/hash' },
      { file: 'journey-config/common/deployment.json', pointer: '/releases/business-loan/live' },
    ])
      expect(focusProblem(problem, 'studio-loan', forms)).toBeUndefined();
  });

  it.each([
    ['?', {}],
    ['?programme=p', { programme: 'p' }],
    ['?programme=p&tab=Map&screen=s', { programme: 'p', tab: 'Map', screen: 's' }],
    // the Steps tab's step is kept while another tab is open (and in a link)
    ['?programme=p&tab=Screens&step=business-details', { programme: 'p', tab: 'Screens', step: 'business-details' }],
  ])('keeps %s in the URL (the field to focus is not)', (search, selection) => {
    expect(readStudioSelection(search)).toEqual(selection);
    expect(writeStudioSelection({ ...selection, field: 'f', focus: '#f' })).toBe(search);
  });
});
