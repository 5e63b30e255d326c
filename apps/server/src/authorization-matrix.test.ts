import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTOR_NAMES, createWorld, someoneElse, type ActorName, type World } from '../test/actors.ts';
import {
  AUTHORIZATION_MATRIX,
  createMatrixApp,
  describeOutcome,
  isSuccess,
  splitRoute,
  toInjectOptions,
  type MatrixApp,
  type MatrixCase,
  type MatrixEntry,
  type Outcome,
  type RequestSpec,
} from '../test/authorization-matrix.ts';
import { errorEnvelope, isPageAnswer } from '../test/error-envelope.ts';

let subject: MatrixApp;

beforeAll(async () => {
  subject = await createMatrixApp();
});
afterAll(async () => {
  await subject.close();
});

/** What an answer got wrong against its expected outcome, or null when it matches. */
function mismatch(response: LightMyRequestResponse, url: string, outcome: Outcome): string | null {
  const { statuses, code } = describeOutcome(outcome);
  const problems: string[] = [];
  if (!statuses.includes(response.statusCode)) problems.push(`status ${response.statusCode}`);
  if (response.statusCode >= 400 && !isPageAnswer(response, url)) {
    const body = errorEnvelope(response);
    if (!body) problems.push('no error envelope');
    else if (code && body.code !== code) problems.push(`code ${body.code}`);
  }
  if (problems.length === 0) return null;
  const expected = `${statuses.join('|')}${code ? ` ${code}` : ''}`;
  return `expected ${expected}, got ${problems.join(', ')}: ${response.body.slice(0, 160)}`;
}

/** Runs one case for every actor, each in a world of its own making, and lists what went wrong. */
async function runCase(entry: MatrixEntry, caseName: string, matrixCase: MatrixCase): Promise<string[]> {
  const world = await createWorld(subject);
  const results = await Promise.all(
    ACTOR_NAMES.map(async (name) => {
      const actor = world.actors[name];
      const spec = await matrixCase.request({
        subject,
        world,
        actor,
        other: someoneElse(world, actor),
        fixtures: subject.fixtures,
      });
      const options = toInjectOptions(entry.route, spec, actor);
      const response = await subject.app.inject(options);
      const problem = mismatch(response, String(options.url), matrixCase.expect[name]);
      const personal =
        Boolean(actor.token) && String(response.headers['content-type'] ?? '').includes('json');
      const cached = personal && response.headers['cache-control'] !== 'no-store';
      return [
        ...(problem ? [`${caseName} as ${name}: ${problem}`] : []),
        ...(cached ? [`${caseName} as ${name}: a signed-in answer without Cache-Control: no-store`] : []),
      ];
    }),
  );
  return results.flat();
}

describe('authorization matrix', () => {
  it('names every registered route exactly once, and only registered routes', () => {
    const registered = subject.app.routeList();
    const listed = AUTHORIZATION_MATRIX.map((entry) => entry.route);
    const duplicates = listed.filter((route, index) => listed.indexOf(route) !== index);
    expect(duplicates, 'routes listed twice').toEqual([]);
    expect(
      registered.filter((route) => !listed.includes(route)),
      'registered routes missing from test/authorization-matrix.ts: add an entry for each',
    ).toEqual([]);
    expect(
      listed.filter((route) => !registered.includes(route)),
      'entries for routes the app does not register',
    ).toEqual([]);
  });

  it.each(AUTHORIZATION_MATRIX.map((entry) => [entry.route, entry] as const))(
    '%s answers each actor as the table says',
    async (_route, entry) => {
      const problems = [
        ...(await runCase(entry, 'own', entry.own)),
        ...(entry.others ? await runCase(entry, 'others', entry.others) : []),
      ];
      expect(problems).toEqual([]);
    },
  );
});

/** The refusals a role guard gives: no token or an ended session (401), another role (403). */
const GUARD_CODES = new Set(['UNAUTHENTICATED', 'SESSION_ENDED', 'FORBIDDEN']);
const isGuardRefusal = (outcome: Outcome) =>
  typeof outcome === 'object' && 'code' in outcome && GUARD_CODES.has(outcome.code);

/** A route behind a role guard: who the guard turns away, and who it lets through. */
interface GuardedRoute {
  entry: MatrixEntry;
  refused: ActorName[];
  admitted: ActorName[];
}

const guardedRoutes: GuardedRoute[] = AUTHORIZATION_MATRIX.flatMap((entry) => {
  const refused = ACTOR_NAMES.filter((name) => isGuardRefusal(entry.own.expect[name]));
  const admitted = ACTOR_NAMES.filter((name) => isSuccess(entry.own.expect[name]));
  return refused.length > 0 && admitted.length > 0 ? [{ entry, refused, admitted }] : [];
});

/** A control character: refused in any path parameter, query or JSON text, whatever the route's schema. */
const CONTROL = 'x\u0000y';
/** A well-formed id for the path parameters of a request whose fault lies elsewhere. */
const SOME_ID = '00000000-0000-4000-8000-000000000000';

/**
 * Requests no route accepts: a body that is not JSON, a body of the wrong shape, parameters and a query
 * holding a control character. Built without records of their own: the guard must answer before any
 * of it is read.
 */
function invalidRequests(route: string): { name: string; spec: RequestSpec; admitted?: Outcome }[] {
  const { method, pattern } = splitRoute(route);
  const names = [...pattern.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] ?? '');
  const paramsOf = (value: string) => Object.fromEntries(names.map((name) => [name, value]));
  const params = paramsOf(SOME_ID);
  const json = { 'content-type': 'application/json' };
  return [
    ...(method === 'GET'
      ? []
      : [
          { name: 'a body that is not JSON', spec: { params, body: '{"unfinished', headers: json } },
          {
            name: 'a body of the wrong shape',
            spec: { params, body: JSON.stringify([{ id: 42 }]), headers: json },
            // A route that takes a form answers any JSON body 415 instead.
            admitted: [400, 415],
          },
          { name: 'a body with a control character', spec: { params, body: { id: CONTROL, note: CONTROL } } },
        ]),
    ...(names.length > 0 ? [{ name: 'invalid parameters', spec: { params: paramsOf(CONTROL) } }] : []),
    { name: 'an invalid query', spec: { params, query: { page: CONTROL, id: CONTROL } } },
  ];
}

describe('authorization before validation', () => {
  let world: World;
  beforeAll(async () => {
    // The requests are refused before anything is read or changed, so one set of actors serves them all.
    world = await createWorld(subject);
  });

  it('finds the guarded routes', () => {
    expect(guardedRoutes.length).toBeGreaterThan(50);
  });

  it.each(guardedRoutes.map((guarded) => [guarded.entry.route, guarded] as const))(
    '%s refuses a wrong role or no token with 401/403 whatever the input, and answers the right role 400',
    async (route, { entry, refused, admitted }) => {
      const problems: string[] = [];
      for (const { name: inputName, spec, admitted: admittedOutcome = 400 } of invalidRequests(route)) {
        const answers = await Promise.all(
          ACTOR_NAMES.map(async (name) => {
            const options = toInjectOptions(route, spec, world.actors[name]);
            return { name, options, response: await subject.app.inject(options) };
          }),
        );
        for (const { name, options, response } of answers) {
          const outcome: Outcome | undefined = refused.includes(name)
            ? entry.own.expect[name]
            : admitted.includes(name)
              ? admittedOutcome
              : undefined;
          const problem = outcome && mismatch(response, String(options.url), outcome);
          if (problem) problems.push(`${inputName} as ${name}: ${problem}`);
        }
      }
      expect(problems).toEqual([]);
    },
  );
});
