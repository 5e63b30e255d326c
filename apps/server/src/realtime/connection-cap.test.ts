import { describe, expect, it } from 'vitest';
import { createConnectionCap } from './connection-cap.ts';

describe('the connection cap', () => {
  it('gives each account its own places up to the ceiling, and a place back when released', () => {
    const cap = createConnectionCap(2);
    expect([cap.take('a'), cap.take('a'), cap.take('a')]).toEqual([true, true, false]);
    expect(cap.take('b')).toBe(true);
    cap.release('a');
    expect([cap.take('a'), cap.take('a')]).toEqual([true, false]);
  });

  it('never counts below nothing: a release too many does not add a place', () => {
    const cap = createConnectionCap(1);
    cap.release('a');
    expect([cap.take('a'), cap.take('a')]).toEqual([true, false]);
  });
});
