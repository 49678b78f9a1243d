import { appendFileSync } from 'node:fs';
import type { Reporter, TestCase } from 'vitest/node';

/**
 * Writes each end-to-end test that passed only on a retry (file > name, one per line) to the file named by
 * E2E_RETRIED_FILE: scripts/e2e.mjs counts them into the suite's summary, so a flaky test is named on every run instead
 * of hiding in the log as a yellow "(retry x1)".
 */
export default class RetryReporter implements Reporter {
  onTestCaseResult(testCase: TestCase): void {
    const file = process.env.E2E_RETRIED_FILE;
    const { retryCount = 0 } = testCase.diagnostic() ?? {};
    if (!file || retryCount === 0 || testCase.result().state !== 'passed') return;
    appendFileSync(file, `${testCase.module.relativeModuleId} > ${testCase.fullName}\n`);
  }
}
