import { afterEach, describe, it } from 'vitest';
import { reportFailure, type BrowserSession } from './browser.ts';
import { walkInLocale } from './locale-walk.ts';

let session: BrowserSession | undefined;
afterEach(async ({ task }) => {
  // a failure says what the borrower saw: screenshot, DOM, the page's trail and its open requests (tests/e2e/out)
  await reportFailure(session, task);
  await session?.close();
  session = undefined;
});

// Both programmes from the login to Loan Success in hi-IN at 412 px, with no English on any screen of the app
// beyond the allow-list (locale-walk.ts), and the KFS's figures those of the English KFS.
describe.each(['business-loan', 'supply-chain-finance'])('the whole journey in hi-IN on %s', (programme) => {
  it('goes from the login to Loan Success with every screen in the language', async () => {
    await walkInLocale('hi-IN', programme, (opened) => (session = opened));
  }, 240_000);
});
