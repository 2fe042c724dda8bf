import { test as base } from '@playwright/test';
import { deleteCreatedAccount, takeCreatedAccounts } from './createdAccounts';
import { AGAINST_DEPLOYMENT } from './target';

export * from '@playwright/test';

/**
 * Playwright's `test` with one automatic fixture: after each test, every family account it made
 * (support/createdAccounts.ts) is deleted through the public API. Against a deployment a deletion
 * that fails fails the test (something would be left behind); on the suite's own throwaway stack,
 * where a fault journey may leave a service down, it is reported on the test instead.
 */
export const test = base.extend<{ deleteCreatedAccounts: void }>({
  deleteCreatedAccounts: [
    async ({ context }, use, testInfo) => {
      takeCreatedAccounts();
      await use();
      const problems: string[] = [];
      for (const account of takeCreatedAccounts()) {
        try {
          await deleteCreatedAccount(account, context.request);
        } catch (error) {
          problems.push(error instanceof Error ? error.message : String(error));
        }
      }
      if (problems.length === 0) return;
      if (AGAINST_DEPLOYMENT) throw new Error(problems.join('\n'));
      testInfo.annotations.push(...problems.map((description) => ({ type: 'cuenta sin borrar', description })));
    },
    { auto: true },
  ],
});
