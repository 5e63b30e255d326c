import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTOR_NAMES, createWorld, someoneElse } from '../test/actors.ts';
import {
  AUTHORIZATION_MATRIX,
  createMatrixApp,
  describeOutcome,
  toInjectOptions,
  type MatrixApp,
  type MatrixCase,
  type MatrixEntry,
  type Outcome,
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
