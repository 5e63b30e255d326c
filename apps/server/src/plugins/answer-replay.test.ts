import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, tokenFor } from '../../test/bookings.ts';
import { createStudent } from '../../test/factories.ts';
import { blogs } from '../db/schema/index.ts';

// Replayed answers are served by the HTTP server before Fastify, so these tests go over a real socket.
let subject: TestApp;
let baseUrl: string;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const call = httpRequest(`${baseUrl}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    call.on('error', reject);
    call.end();
  });
}

/** The headers that differ from one answer to the next by nature. */
function lasting(headers: IncomingHttpHeaders) {
  const { date: _date, 'x-request-id': _id, ...rest } = headers;
  return rest;
}

async function addBlogs(count: number, prefix: string) {
  await subject.database.db.insert(blogs).values(
    Array.from({ length: count }, (_unused, index) => ({
      slug: `${prefix}-${index}`,
      title: `${prefix} ${index}: how to revise organic chemistry in the last month`,
      contentHtml: `<p>${'Revise the reactions every day. '.repeat(10)}</p>`,
    })),
  );
  await subject.app.publicReads.barrier();
}

beforeAll(async () => {
  subject = await createTestApp();
  baseUrl = await subject.app.listen({ host: '127.0.0.1', port: 0 });
  await subject.app.publicReads.barrier();
  await addBlogs(5, 'first');
});
afterAll(async () => {
  await subject.close();
});

describe('replayed public reads', () => {
  const url = '/api/v1/admin/get-blogs';

  it('answer a repeated request with the bytes and headers Fastify sent, with a request id of its own', async () => {
    const first = await get(url, { 'accept-encoding': 'br' });
    const replayedBefore = subject.app.answerReplay.replayed;
    const second = await get(url, { 'accept-encoding': 'br' });
    expect(subject.app.answerReplay.replayed).toBe(replayedBefore + 1);
    expect(second.status).toBe(200);
    expect(second.body.equals(first.body)).toBe(true);
    expect(lasting(second.headers)).toEqual(lasting(first.headers));
    expect(second.headers['content-encoding']).toBe('br');
    expect(second.headers['content-security-policy']).toContain("default-src 'self'");
    expect(second.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    // A sane id from the caller is kept, as Fastify keeps it.
    const traced = await get(url, { 'accept-encoding': 'br', 'x-request-id': 'trace-12345678' });
    expect(traced.headers['x-request-id']).toBe('trace-12345678');
    const titles = JSON.parse(brotliDecompressSync(second.body).toString('utf8')).data.map(
      (blog: { title: string }) => blog.title,
    );
    expect(titles).toHaveLength(5);
  });

  it('keep each accepted encoding apart', async () => {
    await get(url, { 'accept-encoding': 'br' });
    await get(url);
    const plain = await get(url);
    const compressed = await get(url, { 'accept-encoding': 'br' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.body).equals(plain.body)).toBe(true);
  });

  it('stop as soon as the data changes: the next request gets the new answer', async () => {
    await get(url);
    const before = JSON.parse((await get(url)).body.toString('utf8')).data.length as number;
    await addBlogs(1, 'later');
    const replayedBefore = subject.app.answerReplay.replayed;
    const after = JSON.parse((await get(url)).body.toString('utf8')).data.length as number;
    expect(after).toBe(before + 1);
    expect(subject.app.answerReplay.replayed).toBe(replayedBefore);
    // And the new answer is replayed in its turn.
    await get(url);
    expect(subject.app.answerReplay.replayed).toBe(replayedBefore + 1);
  });

  it('leave signed-in, cross-origin and conditional requests to Fastify', async () => {
    const first = await get(url);
    await get(url);
    const replayedBefore = subject.app.answerReplay.replayed;

    const student = await createStudent(subject.database.db);
    const token = await tokenFor(subject, 'student', student.id);
    const signedIn = await get(url, bearer(token));
    expect(signedIn.headers['cache-control']).toBe('no-store');

    const conditional = await get(url, { 'if-none-match': String(first.headers.etag) });
    expect(conditional.status).toBe(304);

    const crossOrigin = await get(url, { origin: 'https://elsewhere.example' });
    expect(crossOrigin.status).toBe(200);

    expect(subject.app.answerReplay.replayed).toBe(replayedBefore);
  });

  it('never replays a path Fastify did not answer from the read cache', async () => {
    const replayedBefore = subject.app.answerReplay.replayed;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await get('/api/v1/health')).status).toBe(200);
      expect((await get('/api/v1/no-such-read')).status).toBe(404);
    }
    expect(subject.app.answerReplay.replayed).toBe(replayedBefore);
  });
});
