import { describe, expect, it } from 'vitest';
import { runInTasks } from './next-task.ts';

function* countedSteps(log: string[]): Generator<void, string> {
  for (const step of ['first', 'second', 'third']) {
    log.push(step);
    yield;
  }
  return 'built';
}

describe('work in steps', () => {
  it('runs each step in a task of its own, so other tasks come between', async () => {
    const log: string[] = [];
    const result = runInTasks(countedSteps(log));
    // Queued behind the task the first step waits for: it runs between the first and the second.
    setTimeout(() => log.push('another task'));
    expect(await result).toBe('built');
    expect(log).toEqual(['first', 'another task', 'second', 'third']);
  });
});
