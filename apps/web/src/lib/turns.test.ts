import { describe, expect, it } from 'vitest';
import { inNextTurn } from './turns.ts';

/** Resolves once the pieces of work queued before it have run. */
function nextTurn(): Promise<void> {
  return new Promise((resolve) => inNextTurn(resolve));
}

describe('turns', () => {
  it('runs each piece of work in a task of its own, in the order it was queued', async () => {
    const log: string[] = [];
    inNextTurn(() => {
      log.push('first');
      // A microtask of the first piece runs before the second piece: the second is a task of its own.
      queueMicrotask(() => log.push('after first, in its task'));
    });
    inNextTurn(() => log.push('second'));
    expect(log).toEqual([]);
    await nextTurn();
    expect(log).toEqual(['first', 'after first, in its task', 'second']);
  });

  it('takes work queued while another piece runs after it, in a later task', async () => {
    const log: string[] = [];
    inNextTurn(() => {
      log.push('outer');
      inNextTurn(() => log.push('queued by outer'));
      queueMicrotask(() => log.push('outer microtask'));
    });
    await nextTurn();
    await nextTurn();
    expect(log).toEqual(['outer', 'outer microtask', 'queued by outer']);
  });
});
