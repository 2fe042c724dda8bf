import type { TaskOutcome } from '../turbo';
import { countResults, describeTasks } from './test';

describe('countResults', () => {
  it('adds every workspace’s Jest counts and Playwright’s, flaky tests as passed', () => {
    const jest = [
      { numPassedTests: 10, numFailedTests: 1 },
      { numPassedTests: 4, numFailedTests: 0 },
    ];
    const playwright = { stats: { expected: 5, unexpected: 2, flaky: 1, skipped: 3 } };
    expect(countResults(jest, playwright)).toEqual({ passed: 20, failed: 3 });
  });

  it('counts what exists when a report is missing', () => {
    expect(countResults([], { stats: { expected: 4 } })).toEqual({ passed: 4, failed: 0 });
    expect(countResults([{ numPassedTests: 2, numFailedTests: 0 }, undefined], undefined)).toEqual({ passed: 2, failed: 0 });
  });
});

describe('describeTasks', () => {
  const task = (taskId: string, cached: boolean, exitCode: number | undefined): TaskOutcome => ({
    taskId,
    package: taskId.split('#')[0] ?? '',
    task: taskId.split('#')[1] ?? '',
    cached,
    exitCode,
    ms: 1000,
  });

  it('names the tasks restored from the cache and those that failed, not the workspaces without the script', () => {
    const line = describeTasks([
      task('@universo/shell#test', false, 0),
      task('@universo/svc-auth#test', true, 0),
      task('@universo/svc-chat#typecheck', false, 2),
      task('@universo/dev-postgres#test', false, undefined),
    ]);
    expect(line).toBe('3 tareas, 2 ejecutadas, 1 de la caché (svc-auth#test); fallaron @universo/svc-chat#typecheck');
  });
});
