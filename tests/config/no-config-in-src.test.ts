import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfigSource } from '../../src/cli/read-config.ts';
import { listProgrammes, resolveProgramme } from '../../src/engine/resolve-programme.ts';
import { collectConfigNames, findConfigNames } from './config-names.ts';
import { appSourceFiles, repoRoot } from './helpers.ts';

// The code in src/ is a generic interpreter: no programme id, form field name, user-visible text, workflow step,
// lead status, time-out flag, screen id or endpoint of the config may be written in it. The sandbox is exempt: it
// plays the lender's server, not the app.

const { source } = readConfigSource(repoRoot);
const names = collectConfigNames(listProgrammes(source).map((id) => resolveProgramme(source, id).programme!));

describe('src/ holds no config', () => {
  const files = appSourceFiles();
  it.each(files.map((f) => [relative(repoRoot, f), f]))('%s', (_name, file) => {
    expect(findConfigNames(readFileSync(file, 'utf8'), names)).toEqual([]);
  });
});

describe('the guard catches each kind of config name added to src/', () => {
  it.each([
    ['a workflow step', `const STEP = 'CREATE_BANKING_URL';`, ['workflow step or status "CREATE_BANKING_URL"']],
    ['a lead status', `leadRejected({ status: "REJECTED" })`, ['workflow step or status "REJECTED"']],
    [
      'a loan status known only by its message',
      `if (status === 'KYC_PENDING') {}`,
      ['workflow step or status "KYC_PENDING"'],
    ],
    ['a time-out flag', `workflowErrorRaised('bsCallback')`, ['time-out flag "bsCallback"']],
    ['another time-out flag', `const flag = "quoteCallback";`, ['time-out flag "quoteCallback"']],
    ['a screen id given to screenPath', `navigate(screenPath(programme, 'logout'))`, ['screen id "logout"']],
    ['a screen id given to navigateTo', 'yield* navigateTo(`gst-success`)', ['screen id "gst-success"']],
    ['a programme id', `if (programme.id === 'supply-chain-finance') {}`, ['programme id "supply-chain-finance"']],
    ['a user text', `label = 'Submit to get offer';`, ['text "Submit to get offer"']],
    ['a field name', `data.primary_gst_number`, []],
    ['a field name as a literal', `data['primary_gst_number']`, ['field name "primary_gst_number"']],
    ['a screen kind is not a screen id', `screen.kind === 'logout'`, []],
    ['an endpoint name', `yield call(deps.api.request, 'fetchQuotes', { query })`, ['endpoint "fetchQuotes"']],
    ['an endpoint path', `fetch('/consumer/fetch/quote')`, ['endpoint "/consumer/fetch/quote"']],
  ])('%s', (_name, code, expected) => {
    expect(findConfigNames(code, names)).toEqual(expected);
  });
});
