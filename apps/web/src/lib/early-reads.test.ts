import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_READ_FRESH_MS, takeEarlyRead, type EarlyRead } from './early-reads.ts';

const PATH = '/students/student-details';
const BODY = '{"id":"s-1"}';

function earlyRead(overrides: Partial<EarlyRead> = {}): EarlyRead {
  return {
    path: PATH,
    body: BODY,
    token: 'token-1',
    startedAt: performance.now(),
    response: Promise.resolve(new Response('{}')),
    ...overrides,
  };
}

describe('takeEarlyRead', () => {
  afterEach(() => {
    delete window.earlyReads;
  });

  it('hands over the same call once, then leaves the app to ask', () => {
    const read = earlyRead();
    window.earlyReads = [read];
    expect(takeEarlyRead(PATH, BODY, 'token-1')).toBe(read.response);
    expect(takeEarlyRead(PATH, BODY, 'token-1')).toBeUndefined();
  });

  it('never hands over another call, another student’s or another session’s', () => {
    window.earlyReads = [earlyRead()];
    expect(takeEarlyRead('/mentors/mentor-details', BODY, 'token-1')).toBeUndefined();
    expect(takeEarlyRead(PATH, '{"id":"s-2"}', 'token-1')).toBeUndefined();
    expect(takeEarlyRead(PATH, BODY, 'token-2')).toBeUndefined();
    expect(takeEarlyRead(PATH, BODY, null)).toBeUndefined();
    expect(window.earlyReads).toHaveLength(1);
  });

  it('drops an answer asked for too long ago', () => {
    window.earlyReads = [earlyRead({ startedAt: 0 })];
    vi.spyOn(performance, 'now').mockReturnValue(EARLY_READ_FRESH_MS + 1);
    expect(takeEarlyRead(PATH, BODY, 'token-1')).toBeUndefined();
    expect(window.earlyReads).toHaveLength(0);
  });

  it('has nothing to hand over on a page without an early script', () => {
    expect(takeEarlyRead(PATH, BODY, 'token-1')).toBeUndefined();
  });
});
