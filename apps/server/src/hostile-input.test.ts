import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTOR_NAMES,
  createActor,
  createWorld,
  someoneElse,
  type Actor,
  type ActorName,
  type World,
} from '../test/actors.ts';
import {
  AUTHORIZATION_MATRIX,
  createMatrixApp,
  fillPattern,
  isSuccess,
  nextClientAddress,
  splitRoute,
  tableNames,
  type MatrixApp,
  type MatrixEntry,
  type RequestSpec,
} from '../test/authorization-matrix.ts';
import { changedTables, snapshotData } from '../test/data-checksum.ts';
import { errorEnvelope, isPageAnswer, leakedInternals } from '../test/error-envelope.ts';
import {
  createHostileFiles,
  hostileDistortions,
  type BaseRequest,
  type Distortion,
  type HostileFiles,
  type RawRequest,
} from '../test/hostile-payloads.ts';

/**
 * Every route gets at least 200 hostile requests built from its valid own-record request in the
 * authorization matrix, sent as an actor the route serves (so they reach validation and the service), and
 * a quarter of them also anonymously. No answer may be a 5xx, every error answer is the envelope without
 * internals, malformed input changes no data at all, and other input changes only the tables the route
 * writes.
 */

const MINIMUM_PAYLOADS = 200;
/**
 * A fresh valid request (a fresh account for a signed-in actor) every this many requests, so per-account
 * limits (20 uploads an hour, say) hide nothing and a password change does not end the rest. The anonymous
 * visitor's requests start from a fresh sign-up or visitor account less often: those cost a password hash.
 */
const REQUESTS_PER_BASE = { signedIn: 15, anonymous: 50 } as const;
/** Requests in flight at once: password hashing runs in the thread pool, so a little overlap pays. */
const CONCURRENCY = 4;

let subject: MatrixApp;
let world: World;
let files: HostileFiles;

beforeAll(async () => {
  subject = await createMatrixApp();
  world = await createWorld(subject);
  files = await createHostileFiles();
});
afterAll(async () => {
  await subject.close();
});

/** The actor a route serves: the first whose own-record request succeeds (anonymous for public routes). */
function servedActor(entry: MatrixEntry): ActorName {
  return ACTOR_NAMES.find((name) => isSuccess(entry.own.expect[name])) ?? 'anonymous';
}

function toBaseRequest(route: string, spec: RequestSpec, actor: Actor): BaseRequest {
  const { method, pattern } = splitRoute(route);
  const [path = '/', search = ''] = (spec.url ?? fillPattern(pattern, spec.params)).split('?');
  return {
    method,
    path,
    pattern: spec.url ? path : pattern,
    params: spec.url ? {} : (spec.params ?? {}),
    query: { ...Object.fromEntries(new URLSearchParams(search)), ...spec.query },
    headers: { ...(actor.token ? { authorization: `Bearer ${actor.token}` } : {}), ...spec.headers },
    body: spec.form
      ? { kind: 'form', fields: spec.form }
      : spec.body !== undefined
        ? { kind: 'json', value: spec.body }
        : { kind: 'none' },
  };
}

/** One valid request per fresh account, prepared before the data is first measured. */
async function prepareBases(entry: MatrixEntry, count: number): Promise<BaseRequest[]> {
  const name = servedActor(entry);
  const bases: BaseRequest[] = [];
  for (let index = 0; index < count; index += 1) {
    const actor = name === 'anonymous' ? world.actors.anonymous : await createActor(subject, name);
    const spec = await entry.own.request({
      subject,
      world,
      actor,
      other: someoneElse(world, actor),
      fixtures: subject.fixtures,
    });
    bases.push(toBaseRequest(entry.route, spec, actor));
  }
  return bases;
}

function withoutToken(request: RawRequest): RawRequest {
  const headers = Object.fromEntries(
    Object.entries(request.headers).filter(([name]) => name !== 'authorization'),
  );
  return { ...request, headers };
}

interface Outcome {
  label: string;
  url: string;
  /** Which valid request (hence which account) the distortion started from. */
  base: number;
  response: LightMyRequestResponse;
}

interface Sent {
  label: string;
  base: number;
  request: RawRequest;
}

/** What is wrong with one answer, if anything. */
function problemsOf({ label, url, response }: Outcome, refuseAll: boolean): string[] {
  const problems: string[] = [];
  const status = response.statusCode;
  if (status >= 500) problems.push(`${label}: ${status} ${response.body.slice(0, 200)}`);
  if (status >= 400 && !isPageAnswer(response, url) && !errorEnvelope(response))
    problems.push(`${label}: ${status} without the error envelope: ${response.body.slice(0, 120)}`);
  const leak = status >= 400 ? leakedInternals(response) : undefined;
  if (leak) problems.push(`${label}: the answer shows internals (${leak}): ${response.body.slice(0, 200)}`);
  if (refuseAll && status < 300) problems.push(`${label}: malformed input accepted with ${status}`);
  return problems;
}

async function send(requests: Sent[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (let start = 0; start < requests.length; start += CONCURRENCY) {
    const batch = requests.slice(start, start + CONCURRENCY);
    outcomes.push(
      ...(await Promise.all(
        batch.map(async ({ label, base, request }) => ({
          label,
          base,
          url: request.url,
          response: await subject.app.inject({
            method: request.method as 'POST',
            url: request.url,
            headers: request.headers,
            ...(request.payload === undefined ? {} : { payload: request.payload }),
            remoteAddress: nextClientAddress(),
          }),
        })),
      )),
    );
  }
  return outcomes;
}

function requestsPerBase(entry: MatrixEntry): number {
  return servedActor(entry) === 'anonymous' ? REQUESTS_PER_BASE.anonymous : REQUESTS_PER_BASE.signedIn;
}

function requestsOf(
  distortions: readonly { distortion: Distortion; index: number }[],
  bases: BaseRequest[],
  perBase: number,
): Sent[] {
  return distortions.flatMap(({ distortion, index }) => {
    const baseIndex = Math.min(Math.floor(index / perBase), bases.length - 1);
    const base = bases[baseIndex];
    if (!base) throw new Error('no base request');
    const request = distortion.apply(base);
    const anonymousToo = index % 4 === 0 && base.headers.authorization !== undefined;
    return [
      { label: distortion.label, base: baseIndex, request },
      ...(anonymousToo
        ? [{ label: `${distortion.label} (anonymous)`, base: baseIndex, request: withoutToken(request) }]
        : []),
    ];
  });
}

/**
 * Requests a limit answered before the route ever accepted one for that account: hidden by a limiter.
 * A 429 after an accepted request on the same account is the rule at work (a second code within the
 * minute), not a payload hidden from the route.
 */
function hiddenByLimits(outcomes: readonly Outcome[]): Outcome[] {
  const accepted = new Set(
    outcomes.filter(({ response }) => response.statusCode < 300).map(({ base }) => base),
  );
  return outcomes.filter(({ response, base }) => response.statusCode === 429 && !accepted.has(base));
}

describe('hostile input on every route', () => {
  it.each(AUTHORIZATION_MATRIX.map((entry) => [entry.route, entry] as const))(
    '%s: no 5xx, the envelope on every error, no change but its own',
    async (route, entry) => {
      const sample = (await prepareBases(entry, 1))[0];
      if (!sample) throw new Error('no base request');
      const distortions = hostileDistortions(route, sample, files).map((distortion, index) => ({
        distortion,
        index,
      }));
      expect(distortions.length).toBeGreaterThanOrEqual(MINIMUM_PAYLOADS);
      const perBase = requestsPerBase(entry);
      const bases = [sample, ...(await prepareBases(entry, Math.ceil(distortions.length / perBase) - 1))];
      const writes = tableNames(entry.writes);

      const before = await snapshotData(subject.database.pool);
      const malformed = await send(
        requestsOf(
          distortions.filter(({ distortion }) => distortion.group === 'malformed'),
          bases,
          perBase,
        ),
      );
      const afterMalformed = await snapshotData(subject.database.pool);
      const odd = await send(
        requestsOf(
          distortions.filter(({ distortion }) => distortion.group === 'odd'),
          bases,
          perBase,
        ),
      );
      const afterOdd = await snapshotData(subject.database.pool);

      const problems = [
        ...malformed.flatMap((outcome) => problemsOf(outcome, writes.length > 0)),
        ...odd.flatMap((outcome) => problemsOf(outcome, false)),
      ];
      expect(problems.slice(0, 25), `${problems.length} problems`).toEqual([]);
      expect(changedTables(before, afterMalformed), 'tables changed by malformed input').toEqual([]);
      const changed = changedTables(afterMalformed, afterOdd).filter(
        (table) => !writes.includes(table.split(' ')[0] ?? ''),
      );
      expect(changed, 'tables changed that this route does not write').toEqual([]);
      // Limits never hide malformed requests from validation, and hide few of the rest from the route.
      const limitedMalformed = malformed.filter(({ response }) => response.statusCode === 429);
      expect(
        limitedMalformed.map(({ label }) => label),
        'malformed requests answered 429',
      ).toEqual([]);
      expect(hiddenByLimits(odd).length, 'valid-looking requests hidden by a limit').toBeLessThanOrEqual(
        odd.length / 10,
      );
    },
  );
});
