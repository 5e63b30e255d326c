import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ReadCache } from './read-cache.ts';

function counter(value: () => string) {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    load: async () => {
      calls += 1;
      return value();
    },
  };
}

describe('ReadCache', () => {
  it('answers from memory until a table it is built from changes', async () => {
    const cache = new ReadCache({ maxBytes: 1_000_000, maxAgeMs: 60_000 }, () => 0);
    let version = 1;
    const source = counter(() => JSON.stringify({ version }));
    const first = await cache.answer('k', ['blogs'], source.load);
    const second = await cache.answer('k', ['blogs'], source.load);
    expect(source.calls).toBe(1);
    expect(second.etag).toBe(first.etag);
    cache.invalidate('mentors');
    await cache.answer('k', ['blogs'], source.load);
    expect(source.calls).toBe(1);
    version = 2;
    cache.invalidate('blogs');
    const third = await cache.answer('k', ['blogs'], source.load);
    expect(source.calls).toBe(2);
    expect(third.body.toString()).toBe('{"version":2}');
    expect(third.etag).not.toBe(first.etag);
  });

  it('does not keep an answer whose table changed while it was being built', async () => {
    const cache = new ReadCache({ maxBytes: 1_000_000, maxAgeMs: 60_000 }, () => 0);
    let release: (() => void) | undefined;
    const slow = cache.answer('k', ['mentors'], async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return '"old"';
    });
    await new Promise((resolve) => setImmediate(resolve));
    cache.invalidate('mentors');
    // A request after the change does not join the load that started before it.
    const fresh = cache.answer('k', ['mentors'], async () => '"new"');
    release?.();
    expect((await slow).body.toString()).toBe('"old"');
    expect((await fresh).body.toString()).toBe('"new"');
    expect((await cache.answer('k', ['mentors'], async () => '"again"')).body.toString()).toBe('"new"');
  });

  it('builds once for simultaneous first requests', async () => {
    const cache = new ReadCache({ maxBytes: 1_000_000, maxAgeMs: 60_000 }, () => 0);
    const source = counter(() => '[1,2,3]');
    await Promise.all(Array.from({ length: 20 }, () => cache.answer('k', ['blogs'], source.load)));
    expect(source.calls).toBe(1);
  });

  it('forgets the least recently used answers beyond its size, and answers older than their age', async () => {
    let now = 0;
    const cache = new ReadCache({ maxBytes: 250, maxAgeMs: 1000 }, () => now);
    // Each answer weighs 2 × 62 bytes: two fit in 250 bytes, not three.
    const body = (name: string) => async () => JSON.stringify(name.repeat(60));
    await cache.answer('a', ['t'], body('a'));
    await cache.answer('b', ['t'], body('b'));
    await cache.answer('a', ['t'], body('a'));
    await cache.answer('c', ['t'], body('c'));
    expect(cache.size).toBe(2);
    const b = counter(() => '"b"');
    await cache.answer('b', ['t'], b.load);
    expect(b.calls).toBe(1);
    now = 1001;
    const late = counter(() => '"b2"');
    await cache.answer('b', ['t'], late.load);
    expect(late.calls).toBe(1);
  });

  it('keeps no more entries than its count allows, the least recently used going first', async () => {
    const cache = new ReadCache({ maxBytes: 1_000_000, maxAgeMs: 60_000, maxEntries: 2 }, () => 0);
    await cache.answer('a', ['t'], async () => '"a"');
    await cache.answer('b', ['t'], async () => '"b"');
    await cache.answer('a', ['t'], async () => '"a"');
    await cache.answer('c', ['t'], async () => '"c"');
    expect(cache.size).toBe(2);
    const a = counter(() => '"a"');
    await cache.answer('a', ['t'], a.load);
    expect(a.calls).toBe(0);
    const b = counter(() => '"b"');
    await cache.answer('b', ['t'], b.load);
    expect(b.calls).toBe(1);
  });

  it('drops everything when told the notifications may have been missed', async () => {
    const cache = new ReadCache({ maxBytes: 1_000_000, maxAgeMs: 60_000 }, () => 0);
    const source = counter(() => '1');
    await cache.answer('k', ['blogs'], source.load);
    cache.clear();
    await cache.answer('k', ['blogs'], source.load);
    expect(source.calls).toBe(2);
  });

  it('keeps compressed copies that decompress to the same bytes', async () => {
    const cache = new ReadCache({ maxBytes: 1_000_000, maxAgeMs: 60_000 }, () => 0);
    const json = JSON.stringify({ data: 'x'.repeat(5000) });
    const answer = await cache.answer('k', ['blogs'], async () => json);
    expect(brotliDecompressSync(answer.compressed('br')).toString()).toBe(json);
    expect(gunzipSync(answer.compressed('gzip')).toString()).toBe(json);
    expect(answer.compressed('br')).toBe(answer.compressed('br'));
  });
});
