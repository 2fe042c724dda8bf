import { countResults } from './test';

describe('countResults', () => {
  it('adds Jest and Playwright counts, flaky tests as passed', () => {
    const jest = { numPassedTests: 10, numFailedTests: 1 };
    const playwright = { stats: { expected: 5, unexpected: 2, flaky: 1, skipped: 3 } };
    expect(countResults(jest, playwright)).toEqual({ passed: 16, failed: 3 });
  });

  it('counts what exists when a report is missing', () => {
    expect(countResults(undefined, { stats: { expected: 4 } })).toEqual({ passed: 4, failed: 0 });
    expect(countResults({ numPassedTests: 2, numFailedTests: 0 }, undefined)).toEqual({ passed: 2, failed: 0 });
  });
});
