import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { InjectOptions } from 'fastify';
import type { ErrorCode, PackageKind } from '@neetmentor/contract';
import {
  admins,
  auditLog,
  authSessions,
  contactMessages,
  mailOutbox,
  mentors,
  newsletterSubscriptions,
  notifications,
  oneTimeCodes,
  passwordResetTokens,
  studentGuardians,
  students,
  webinarRegistrations,
  webinars,
} from '../src/db/schema/index.ts';
import {
  ACTOR_NAMES,
  createAccount,
  type Account,
  type Actor,
  type ActorName,
  type World,
} from './actors.ts';
import { createTestApp, type TestApp } from './app.ts';
import { createCookieJar } from './cookie-jar.ts';
import { adminRoutes } from './authorization-matrix-admin.ts';
import { bookingRoutes } from './authorization-matrix-bookings.ts';
import { chatRoutes } from './authorization-matrix-chat.ts';
import { mentorAreaRoutes } from './authorization-matrix-mentor-area.ts';
import { createCatalog, type CatalogPackage } from './bookings.ts';
import { createBlog, TEST_PASSWORD } from './factories.ts';
import { pngImage } from './images.ts';
import { bornYearsAgo, pendingGuardian, setDateOfBirth } from './guardians.ts';
import { latestCode } from './mailbox.ts';
import { multipart, type FilePart } from './multipart.ts';

/**
 * The authorization matrix: every HTTP route the app registers, with what each actor gets, on their own
 * records and on someone else's. `authorization-matrix.test.ts` walks it against the real database and
 * fails when a registered route is missing here (or an entry names a route that does not exist), so a new
 * route enters this table with its request and its expected answers. `hostile-input.test.ts` reuses each
 * entry's own-record request as the valid base it distorts, and its `writes` as the tables it may change.
 */

/** An expected answer: a status, one of several (a rate limit or a state may decide), or a status and code. */
export type Outcome = number | readonly number[] | { status: number; code: ErrorCode };
export type Outcomes = Record<ActorName, Outcome>;

/** What a request builder gets: the actors, and the account that is "someone else" for this actor. */
export interface RequestContext {
  subject: TestApp;
  world: World;
  actor: Actor;
  other: Account;
  fixtures: SharedFixtures;
}

/** A request, described by its parts; the route's own pattern gives the address. */
export interface RequestSpec {
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** A JSON body. */
  body?: unknown;
  /** A multipart/form-data body (text fields and files). */
  form?: Record<string, string | string[] | FilePart>;
  headers?: Record<string, string>;
  /** A raw address instead of the route's pattern (for addresses no pattern can produce). */
  url?: string;
}

export type RequestBuilder = (context: RequestContext) => RequestSpec | Promise<RequestSpec>;

export interface MatrixCase {
  request: RequestBuilder;
  expect: Outcomes;
}

export interface MatrixEntry {
  /** "METHOD /pattern", exactly as `app.routeList()` names it. */
  route: string;
  /** Acting on the actor's own records (or on nothing in particular, for public routes). */
  own: MatrixCase;
  /** Naming someone else's record (or another situation worth pinning down). */
  others?: MatrixCase;
  /** Tables a request to this route may change; every other table must stay as it was. */
  writes?: readonly PgTable[];
}

export const UNAUTHENTICATED = { status: 401, code: 'UNAUTHENTICATED' } as const;
export const SESSION_ENDED = { status: 401, code: 'SESSION_ENDED' } as const;
export const FORBIDDEN = { status: 403, code: 'FORBIDDEN' } as const;
export const NOT_YOURS = { status: 403, code: 'NOT_YOURS' } as const;
export const SIGNUP_TOKEN_INVALID = { status: 403, code: 'SIGNUP_TOKEN_INVALID' } as const;
export const NOT_FOUND = { status: 404, code: 'NOT_FOUND' } as const;
const INVALID_CREDENTIALS = { status: 401, code: 'INVALID_CREDENTIALS' } as const;

/** The same answer for every actor. */
export function everyone(outcome: Outcome): Outcomes {
  return Object.fromEntries(ACTOR_NAMES.map((name) => [name, outcome])) as Outcomes;
}

/**
 * A route behind a role guard: no token is 401; a token of a mentor awaiting approval or deactivated is
 * 401 (the session no longer counts); another role is 403; the role itself gets `outcome`.
 */
export function onlyFor(role: 'student' | 'mentor' | 'admin', outcome: Outcome): Outcomes {
  return {
    anonymous: UNAUTHENTICATED,
    studentA: role === 'student' ? outcome : FORBIDDEN,
    studentB: role === 'student' ? outcome : FORBIDDEN,
    pendingMentor: SESSION_ENDED,
    mentor: role === 'mentor' ? outcome : FORBIDDEN,
    deactivatedMentor: SESSION_ENDED,
    admin: role === 'admin' ? outcome : FORBIDDEN,
  };
}

/** Documents, pictures and data the public routes show, made once per app. */
export interface SharedFixtures {
  blogSlug: string;
  /** Key of a public picture under the uploads folder. */
  pictureKey: string;
  /** The package catalog of the approved mentors' category (M3). */
  catalog: Record<PackageKind, CatalogPackage>;
}

let clientCounter = 0;
/**
 * A client address never used before: per-client rate limits never hide one request behind another.
 * Never a loopback address, so development tools see a request from elsewhere.
 */
export function nextClientAddress(): string {
  clientCounter += 1;
  return `10.${(clientCounter >> 16) & 255}.${(clientCounter >> 8) & 255}.${clientCounter & 255}`;
}

const uniqueEmail = (label: string) => `${label}-${randomBytes(5).toString('hex')}@example.test`;

let picture: Promise<Buffer> | undefined;
/** One small real PNG for every form that uploads a picture. */
export async function pictureFile(): Promise<FilePart> {
  picture ??= pngImage(32, 32);
  return { filename: 'picture.png', contentType: 'image/png', data: await picture };
}

const ownAccount = (context: RequestContext): Account | undefined => context.actor.account ?? undefined;

/**
 * The actor's own account; for the anonymous visitor (who has none), a fresh account of `role`: a visitor
 * who has an account but is not signed in. Fresh each time, so no per-account limit carries over.
 */
async function ownOrVisitor(context: RequestContext, role: 'student' | 'mentor' | 'admin'): Promise<Account> {
  return ownAccount(context) ?? createAccount(context.subject, role === 'student' ? 'studentA' : role);
}

const studentSignup = (email: string) => ({
  firstName: 'Matrix',
  lastName: 'Student',
  email,
  password: 'Matrix@123',
  confirmPassword: 'Matrix@123',
  check: true,
});
const mentorSignup = (email: string) => ({
  firstName: 'Matrix',
  lastName: 'Mentor',
  email,
  password: 'Matrix@123',
  confirmPassword: 'Matrix@123',
  city: 'Pune',
  state: 'Maharashtra',
});

export interface SignUp {
  id: string;
  email: string;
  otp: string;
  /** The Cookie header of the browser that started the sign-up (its sign-up token). */
  cookie: string;
}

/** A sign-up started through the API in a browser of its own, optionally verified there. */
export async function startSignUp(
  subject: TestApp,
  role: 'student' | 'mentor',
  options: { verified?: boolean } = {},
): Promise<SignUp> {
  const jar = createCookieJar();
  const email = uniqueEmail(`signup-${role}`);
  const created = jar.store(
    await subject.app.inject({
      method: 'POST',
      url: `/api/v1/${role}s/create-account`,
      payload: role === 'student' ? studentSignup(email) : mentorSignup(email),
      remoteAddress: nextClientAddress(),
    }),
  );
  if (created.statusCode !== 200) throw new Error(`sign-up failed: ${created.body}`);
  const otp = await latestCode(subject.app, email);
  if (options.verified) {
    const verified = await subject.app.inject({
      method: 'POST',
      url: `/api/v1/${role}s/verify-email`,
      payload: { email, otp },
      headers: jar.header(),
      remoteAddress: nextClientAddress(),
    });
    if (verified.statusCode !== 200) throw new Error(`verification failed: ${verified.body}`);
  }
  return { id: created.json().data as string, email, otp, cookie: jar.header().cookie ?? '' };
}

const madeForWorld = new WeakMap<World, Map<string, Promise<unknown>>>();
/** Arranges something once per world (a case's actors share it), however many actors ask for it. */
function oncePerWorld<T>(world: World, key: string, make: () => Promise<T>): Promise<T> {
  const made = madeForWorld.get(world) ?? new Map<string, Promise<unknown>>();
  madeForWorld.set(world, made);
  if (!made.has(key)) made.set(key, make());
  return made.get(key) as Promise<T>;
}

/**
 * Someone else's sign-up, and one of the actor's browser's own (so its request carries a real sign-up
 * token, just not the one that started the other sign-up); both shared by a case's actors.
 */
function theirsAndMine(context: RequestContext, role: 'student' | 'mentor', verified = false) {
  // A pair per actor: a sign-up's address may be mailed only a few times (the per-recipient mail limit).
  const make = (whose: string) =>
    oncePerWorld(context.world, `${whose} ${role} sign-up ${verified} for ${context.actor.name}`, () =>
      startSignUp(context.subject, role, { verified }),
    );
  return Promise.all([make('their'), make('my')]);
}

/** A reset link's token for an account, stored as the forgot-password flow stores it. */
async function resetTokenFor(subject: TestApp, account: Account): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await subject.database.db.insert(passwordResetTokens).values({
    tokenHash: createHash('sha256').update(token).digest('hex'),
    role: account.role === 'mentor' ? 'mentor' : 'student',
    userId: account.id,
    expiresAt: new Date(subject.clock.now().getTime() + 10 * 60 * 1000),
  });
  return token;
}

/** Puts a mentor's score card and college ID on disk, where the factory's keys point. */
async function storeDocuments(subject: TestApp, mentorId: string): Promise<void> {
  const [row] = await subject.database.db
    .select({ scoreCardKey: mentors.scoreCardKey, collegeIdKey: mentors.collegeIdKey })
    .from(mentors)
    .where(eq(mentors.id, mentorId));
  const data = (await pictureFile()).data;
  for (const key of [row?.scoreCardKey, row?.collegeIdKey]) {
    if (key) await subject.storage.putPrivate(key, data);
  }
}

// ---------------------------------------------------------------------------------------------------
// Shorthands for the entries below.

const publicRead = (route: string, spec: RequestSpec = {}): MatrixEntry => ({
  route,
  own: { request: () => spec, expect: everyone(200) },
});

/** The login of one role: own credentials sign in; someone else's address with a wrong password does not. */
function loginEntry(role: 'student' | 'mentor' | 'admin', route: string): MatrixEntry {
  const ownOutcomes: Outcomes =
    role === 'student'
      ? {
          ...everyone(INVALID_CREDENTIALS),
          anonymous: 200,
          studentA: 200,
          studentB: 200,
        }
      : role === 'mentor'
        ? {
            ...everyone(INVALID_CREDENTIALS),
            anonymous: 200,
            mentor: 200,
            pendingMentor: { status: 403, code: 'APPLICATION_NOT_APPROVED' },
            deactivatedMentor: { status: 403, code: 'ACCOUNT_DEACTIVATED' },
          }
        : { ...everyone(INVALID_CREDENTIALS), anonymous: 200, admin: 200 };
  return {
    route,
    own: {
      // Every actor tries its own e-mail and password here (the visitor: an account of this role).
      request: async (context) => ({
        body: { email: (await ownOrVisitor(context, role)).email, password: TEST_PASSWORD },
      }),
      expect: ownOutcomes,
    },
    others: {
      request: (context) => ({ body: { email: context.other.email, password: 'Wrong@Guess1' } }),
      expect: everyone(INVALID_CREDENTIALS),
    },
    writes: role === 'admin' ? [authSessions, auditLog] : [authSessions],
  };
}

/**
 * The sign-up calls (verify, resend, cancel) of one role: only the browser that started a sign-up may
 * continue it, whoever is signed in. `others` names a sign-up another browser started, from a browser
 * that holds a sign-up token of its own.
 */
function signUpStepEntry(
  role: 'student' | 'mentor',
  route: string,
  body: (signUp: SignUp) => unknown,
  options: { beforeRequest?: (subject: TestApp) => void; writes: readonly PgTable[] },
): MatrixEntry {
  return {
    route,
    own: {
      request: async ({ subject }) => {
        const signUp = await startSignUp(subject, role);
        options.beforeRequest?.(subject);
        return { body: body(signUp), headers: { cookie: signUp.cookie } };
      },
      expect: everyone(200),
    },
    others: {
      request: async (context) => {
        const [theirs, mine] = await theirsAndMine(context, role);
        return { body: body(theirs), headers: { cookie: mine.cookie } };
      },
      expect: everyone(SIGNUP_TOKEN_INVALID),
    },
    writes: options.writes,
  };
}

/** A call whose body may name the caller's own id (accepted) or someone else's (403 NOT_YOURS). */
function selfEntry(
  role: 'student' | 'mentor' | 'admin',
  route: string,
  body: (id: string | undefined) => Record<string, unknown>,
  writes: readonly PgTable[] = [],
): MatrixEntry {
  return {
    route,
    own: { request: (context) => ({ body: body(ownAccount(context)?.id) }), expect: onlyFor(role, 200) },
    others: { request: (context) => ({ body: body(context.other.id) }), expect: onlyFor(role, NOT_YOURS) },
    writes,
  };
}

const changedPassword = {
  oldPassword: TEST_PASSWORD,
  newPassword: 'Changed@456',
  confirmPassword: 'Changed@456',
};

function accountRoutes(role: 'student' | 'mentor'): MatrixEntry[] {
  const prefix = `/api/v1/${role}s`;
  const table = role === 'student' ? students : mentors;
  return [
    loginEntry(role, `POST ${prefix}/login`),
    signUpStepEntry(
      role,
      `POST ${prefix}/verify-email`,
      (signUp) => ({ email: signUp.email, otp: signUp.otp }),
      {
        writes: [table, oneTimeCodes, mailOutbox],
      },
    ),
    signUpStepEntry(role, `POST ${prefix}/resend-otp`, (signUp) => ({ id: signUp.id }), {
      // A new code may be asked for a minute after the last one.
      beforeRequest: (subject) => subject.clock.advance(61_000),
      writes: [oneTimeCodes, mailOutbox],
    }),
    signUpStepEntry(
      role,
      `POST ${prefix}/${role === 'student' ? 'delete-student' : 'delete-mentor'}`,
      (signUp) => ({ email: signUp.email }),
      { writes: [table, oneTimeCodes] },
    ),
    {
      route: `POST ${prefix}/forgot-password`,
      // The same answer whether or not the address exists, so the form tells nobody who is registered.
      own: {
        request: async (context) => ({ body: { email: (await ownOrVisitor(context, role)).email } }),
        expect: everyone(200),
      },
      others: { request: () => ({ body: { email: uniqueEmail('nobody') } }), expect: everyone(200) },
      writes: [passwordResetTokens, mailOutbox],
    },
    {
      route: `POST ${prefix}/reset-password/:token`,
      // The link is the credential: whoever holds a live one may use it, signed in or not.
      own: {
        request: async (context) => {
          // Admins have no reset links: the admin acts with a visitor's link, as anyone holding one could.
          const own = ownAccount(context);
          const account =
            own && own.role !== 'admin'
              ? own
              : await createAccount(context.subject, role === 'student' ? 'studentA' : 'mentor');
          return {
            params: { token: await resetTokenFor(context.subject, account) },
            body: { password: 'Reset@7890', confirmPassword: 'Reset@7890' },
          };
        },
        expect: everyone(200),
      },
      others: {
        request: () => ({
          params: { token: randomBytes(32).toString('base64url') },
          body: { password: 'Reset@7890', confirmPassword: 'Reset@7890' },
        }),
        expect: everyone({ status: 400, code: 'BAD_REQUEST' }),
      },
      // A link names its account, student or mentor, whichever call it is sent to.
      writes: [students, mentors, passwordResetTokens, authSessions],
    },
    selfEntry(role, `POST ${prefix}/logout`, (id) => (role === 'student' ? { studentId: id } : { id }), [
      authSessions,
    ]),
    {
      route: `POST ${prefix}/create-account`,
      own: {
        request: () => ({
          body: role === 'student' ? studentSignup(uniqueEmail('new')) : mentorSignup(uniqueEmail('new')),
        }),
        expect: everyone(200),
      },
      // A sign-up another browser started and has not finished: only that browser may replace it.
      others: {
        request: async (context) => {
          const [theirs, mine] = await theirsAndMine(context, role);
          return {
            body: role === 'student' ? studentSignup(theirs.email) : mentorSignup(theirs.email),
            headers: { cookie: mine.cookie },
          };
        },
        expect: everyone({ status: 409, code: 'EMAIL_TAKEN' }),
      },
      writes: [students, mentors, oneTimeCodes, mailOutbox],
    },
  ];
}

/**
 * Every route of the app. Keep entries in the order the app registers them, grouped as in app.ts.
 */
export const AUTHORIZATION_MATRIX: readonly MatrixEntry[] = [
  // Framework: CORS preflight (no origins configured, so no CORS headers) and the OpenAPI document.
  {
    route: 'OPTIONS *',
    own: {
      request: () => ({
        url: '/api/v1/students/login',
        headers: { origin: ALLOWED_ORIGIN, 'access-control-request-method': 'POST' },
      }),
      expect: everyone(204),
    },
    others: {
      request: () => ({
        url: '/api/v1/students/login',
        headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'POST' },
      }),
      expect: everyone(204),
    },
  },
  publicRead('GET /api/docs'),
  // The docs page lives at /api/docs; its static copy of the page sends browsers there.
  { route: 'GET /api/docs/static/index.html', own: { request: () => ({}), expect: everyone(302) } },
  publicRead('GET /api/docs/static/swagger-initializer.js'),
  publicRead('GET /api/docs/json'),
  publicRead('GET /api/docs/yaml'),
  publicRead('GET /api/docs/static/*', { params: { '*': 'swagger-ui.css' } }),
  publicRead('GET /api/v1/health'),

  // Public content (the spec places it under /admin, read without a token).
  publicRead('POST /api/v1/admin/get-featured-mentors'),
  publicRead('GET /api/v1/admin/get-featured-mentors'),
  publicRead('POST /api/v1/admin/get-blogs'),
  publicRead('GET /api/v1/admin/get-blogs'),
  publicRead('POST /api/v1/admin/get-testimonial'),
  publicRead('GET /api/v1/admin/get-testimonial'),
  publicRead('POST /api/v1/admin/get-webinar'),
  publicRead('GET /api/v1/admin/get-webinar'),
  ...(['POST', 'GET'] as const).map((method): MatrixEntry => ({
    route: `${method} /api/v1/admin/get-single-blog/:id`,
    own: { request: ({ fixtures }) => ({ params: { id: fixtures.blogSlug } }), expect: everyone(200) },
    others: { request: () => ({ params: { id: 'no-such-blog' } }), expect: everyone(NOT_FOUND) },
  })),
  publicRead('GET /api/v1/mentors/application-fee'),
  {
    route: 'POST /api/v1/mentors/check-signup-email',
    // Public, like sign-up: a free or registered address is said free (sign-up tells them apart for
    // nobody), one whose sign-up another browser started is refused, for everyone alike.
    own: {
      request: ({ world }) => ({ body: { email: world.actors.mentor.account?.email } }),
      expect: everyone(200),
    },
    others: {
      request: async (context) => {
        const [theirs, mine] = await theirsAndMine(context, 'mentor');
        return { body: { email: theirs.email }, headers: { cookie: mine.cookie } };
      },
      expect: everyone({ status: 409, code: 'EMAIL_TAKEN' }),
    },
  },
  {
    route: 'POST /api/v1/admin/subscribe-newsletter',
    own: { request: () => ({ body: { gmail: uniqueEmail('reader') } }), expect: everyone(200) },
    writes: [newsletterSubscriptions, mailOutbox],
  },
  {
    route: 'POST /api/v1/admin/register-for-webinar',
    own: {
      request: () => ({ body: { name: 'Meera', email: uniqueEmail('listener') } }),
      expect: everyone(200),
    },
    writes: [webinarRegistrations, mailOutbox],
  },
  {
    route: 'POST /api/v1/admin/contacted-us',
    own: {
      request: () => ({
        body: { name: 'Meera', email: uniqueEmail('asker'), message: 'When is the next webinar?' },
      }),
      expect: everyone(200),
    },
    writes: [contactMessages, mailOutbox],
  },

  // Student and mentor accounts: sign-in, sign-up steps, passwords.
  ...accountRoutes('student'),
  ...accountRoutes('mentor'),
  selfEntry(
    'student',
    'POST /api/v1/students/change-password',
    (studentId) => ({ ...changedPassword, studentId }),
    [students, authSessions],
  ),
  selfEntry('student', 'POST /api/v1/students/student-details', (id) => ({ id })),
  {
    route: 'POST /api/v1/students/student-update-details',
    own: {
      request: async (context) => ({
        form: {
          firstName: 'Ravi',
          lastName: 'Kumar',
          email: ownAccount(context)?.email ?? uniqueEmail('visitor'),
          username: `ravi${randomBytes(4).toString('hex')}`,
          studentId: ownAccount(context)?.id ?? '',
          profilePicture: await pictureFile(),
        },
      }),
      expect: onlyFor('student', 200),
    },
    others: {
      request: (context) => ({
        form: {
          firstName: 'Ravi',
          lastName: 'Kumar',
          email: ownAccount(context)?.email ?? uniqueEmail('visitor'),
          username: `ravi${randomBytes(4).toString('hex')}`,
          studentId: context.other.id,
        },
      }),
      expect: onlyFor('student', NOT_YOURS),
    },
    writes: [students],
  },
  {
    route: 'POST /api/v1/students/guardian',
    own: {
      request: async (context) => {
        const own = ownAccount(context);
        if (own?.role === 'student')
          await setDateOfBirth(context.subject, own.id, bornYearsAgo(context.subject, 15));
        return { body: { studentId: own?.id, email: uniqueEmail('guardian') } };
      },
      expect: onlyFor('student', 200),
    },
    others: {
      request: (context) => ({ body: { studentId: context.other.id, email: uniqueEmail('guardian') } }),
      expect: onlyFor('student', NOT_YOURS),
    },
    writes: [studentGuardians, mailOutbox],
  },
  {
    route: 'POST /api/v1/students/guardian/confirm',
    own: {
      request: async (context) => {
        const own = ownAccount(context);
        const code =
          own?.role === 'student'
            ? await pendingGuardian(context.subject, own.id, uniqueEmail('guardian'))
            : '123456';
        return { body: { studentId: own?.id, code } };
      },
      expect: onlyFor('student', 200),
    },
    others: {
      request: (context) => ({ body: { studentId: context.other.id, code: '123456' } }),
      expect: onlyFor('student', NOT_YOURS),
    },
    writes: [studentGuardians],
  },
  selfEntry('student', 'POST /api/v1/students/guardian/remove', (studentId) => ({ studentId }), [
    studentGuardians,
  ]),
  selfEntry('student', 'POST /api/v1/students/read-notifications', (studentId) => ({ studentId }), [
    notifications,
  ]),
  {
    route: 'POST /api/v1/mentors/fill-academic-details',
    // Sent before the applicant can log in: the sign-up token, not a session, says whose application it is.
    own: {
      request: async ({ subject }) => {
        const signUp = await startSignUp(subject, 'mentor', { verified: true });
        return { form: await academicsForm(signUp.id), headers: { cookie: signUp.cookie } };
      },
      expect: everyone(200),
    },
    others: {
      request: async (context) => {
        const [theirs, mine] = await theirsAndMine(context, 'mentor', true);
        return { form: await academicsForm(theirs.id), headers: { cookie: mine.cookie } };
      },
      expect: everyone(SIGNUP_TOKEN_INVALID),
    },
    writes: [mentors, mailOutbox],
  },
  {
    route: 'POST /api/v1/mentors/reapply',
    // A rejected applicant's login hands the browser a sign-up token: it, not a session or an id, says whose.
    own: {
      request: async ({ subject }) => {
        const signUp = await startSignUp(subject, 'mentor', { verified: true });
        await subject.database.db
          .update(mentors)
          .set({ applicationStatus: 'rejected' })
          .where(eq(mentors.id, signUp.id));
        const { id: _id, ...form } = await academicsForm(signUp.id);
        return { form, headers: { cookie: signUp.cookie } };
      },
      expect: everyone(200),
    },
    writes: [mentors, mailOutbox],
  },
  selfEntry('mentor', 'POST /api/v1/mentors/mentor-details', (id) => ({ id })),
  selfEntry(
    'mentor',
    'POST /api/v1/mentors/change-current-password',
    (mentorId) => ({ ...changedPassword, mentorId }),
    [mentors, authSessions],
  ),
  selfEntry('mentor', 'POST /api/v1/mentors/read-notifications', (mentorId) => ({ mentorId }), [
    notifications,
  ]),
  {
    route: 'GET /api/v1/mentors/documents/:mentorId/:kind',
    // Private documents: the mentor's own, and every mentor's for admins.
    own: {
      request: async (context) => {
        const mentor =
          context.actor.name === 'mentor' ? ownAccount(context) : context.world.actors.mentor.account;
        if (!mentor) throw new Error('no mentor');
        await storeDocuments(context.subject, mentor.id);
        return { params: { mentorId: mentor.id, kind: 'score-card' } };
      },
      expect: { ...onlyFor('mentor', 200), admin: 200 },
    },
    others: {
      request: async (context) => {
        await storeDocuments(context.subject, context.world.otherMentor.id);
        return { params: { mentorId: context.world.otherMentor.id, kind: 'college-id' } };
      },
      expect: { ...onlyFor('mentor', NOT_YOURS), admin: 200 },
    },
  },

  // The public mentor directory.
  publicRead('GET /api/v1/mentors/all-mentors', { query: { state: 'Maharashtra', page: '1' } }),
  {
    route: 'POST /api/v1/mentors/search-mentor',
    own: { request: () => ({ body: { state: 'Maharashtra', page: 1 } }), expect: everyone(200) },
  },
  ...(['POST', 'GET'] as const).map((method): MatrixEntry => {
    const request = (account: Account | null): RequestSpec => {
      const mentorId = account?.mentorId ?? 'missing';
      return method === 'POST' ? { body: { mentorId } } : { params: { mentorId } };
    };
    return {
      route:
        method === 'POST'
          ? 'POST /api/v1/mentors/single-mentor'
          : 'GET /api/v1/mentors/single-mentor/:mentorId',
      own: { request: ({ world }) => request(world.actors.mentor.account), expect: everyone(200) },
      // A mentor who is not listed (awaiting approval) has no public profile, for anyone.
      others: {
        request: ({ world }) => request(world.actors.pendingMentor.account),
        expect: everyone(NOT_FOUND),
      },
    };
  }),
  publicRead('GET /sitemap.xml'),
  publicRead('GET /robots.txt'),

  // Admin account.
  loginEntry('admin', 'POST /api/v1/admin/login'),
  selfEntry('admin', 'POST /api/v1/admin/admin-logout', (adminId) => ({ adminId }), [authSessions, auditLog]),
  selfEntry('admin', 'POST /api/v1/admin/admin-details', (id) => ({ id })),
  selfEntry('admin', 'POST /api/v1/admin/change-password', (adminId) => ({ ...changedPassword, adminId }), [
    admins,
    authSessions,
    auditLog,
  ]),
  {
    route: 'POST /api/v1/admin/update-details',
    own: {
      request: async (context) => ({
        form: {
          email: ownAccount(context)?.email ?? uniqueEmail('visitor'),
          adminId: ownAccount(context)?.id ?? '',
          profilePicture: await pictureFile(),
        },
      }),
      expect: onlyFor('admin', 200),
    },
    others: {
      request: (context) => ({
        form: { email: ownAccount(context)?.email ?? uniqueEmail('visitor'), adminId: context.other.id },
      }),
      expect: onlyFor('admin', NOT_YOURS),
    },
    writes: [admins, auditLog],
  },
  publicRead('POST /api/v1/admin/get-amount'),

  // Every role's language choice: stored on the caller's own account (there is no one else's to name).
  {
    route: 'POST /api/v1/account/language',
    own: {
      request: () => ({ body: { language: 'hi' } }),
      expect: {
        anonymous: UNAUTHENTICATED,
        studentA: 200,
        studentB: 200,
        pendingMentor: SESSION_ENDED,
        mentor: 200,
        deactivatedMentor: SESSION_ENDED,
        admin: 200,
      },
    },
    writes: [students, mentors, admins],
  },

  // The admin back office: statistics, approvals, payouts, content, catalog, referrals, audit log.
  ...adminRoutes(),

  // Booking, sessions and payments.
  ...bookingRoutes(),

  // Chat and scheduling.
  ...chatRoutes(),

  // The mentor's profile, away mode, payouts and referrals.
  ...mentorAreaRoutes(),

  // Social sign-in: Google is configured with keys nobody can reach, so no token verifies; LinkedIn is off.
  {
    route: 'POST /api/v1/students/google-auth',
    own: {
      request: () => ({ body: { idToken: `${'a'.repeat(30)}.${'b'.repeat(30)}.${'c'.repeat(30)}` } }),
      expect: everyone(UNAUTHENTICATED),
    },
    writes: [students, authSessions],
  },
  { route: 'GET /api/v1/students/auth/linkedin', own: { request: () => ({}), expect: everyone(NOT_FOUND) } },
  {
    route: 'GET /api/v1/students/auth/linkedin/callback',
    own: { request: () => ({ query: { code: 'abc', state: 'def' } }), expect: everyone(NOT_FOUND) },
  },

  // Captured mail: from another machine, only an admin may read it; everyone else sees no such route.
  {
    route: 'GET /api/v1/dev/mailbox',
    own: {
      request: (context) => ({ query: { to: ownAccount(context)?.email ?? 'visitor@example.test' } }),
      expect: { ...everyone(NOT_FOUND), admin: 200 },
    },
  },
  {
    route: 'GET /dev/mailbox',
    own: {
      request: (context) => ({ query: { to: ownAccount(context)?.email ?? 'visitor@example.test' } }),
      expect: { ...everyone(NOT_FOUND), admin: 200 },
    },
  },

  // Files and pages.
  {
    route: 'GET /img/:width/*',
    own: {
      request: ({ fixtures }) => ({ params: { width: '320', '*': fixtures.pictureKey } }),
      expect: everyone(200),
    },
    others: {
      request: () => ({ params: { width: '320', '*': 'missing/picture.webp' } }),
      expect: everyone(NOT_FOUND),
    },
  },
  {
    route: 'GET /uploads/*',
    own: { request: ({ fixtures }) => ({ params: { '*': fixtures.pictureKey } }), expect: everyone(200) },
    // Private files are not public keys, on disk or in a bucket: no path reaches them.
    others: {
      request: () => ({ params: { '*': '../private/documents/x.webp' } }),
      expect: everyone(NOT_FOUND),
    },
  },
  // The page shell is answered by the page route, never as a file.
  { route: 'GET /index.html', own: { request: () => ({}), expect: everyone(NOT_FOUND) } },
  publicRead(`GET /assets/${'app-matrix.js'}`),
  {
    route: 'GET /*',
    own: { request: () => ({ params: { '*': 'search-mentor' } }), expect: everyone(200) },
    // An address that is no page of the web app: the not-found page, with its status.
    others: { request: () => ({ params: { '*': 'no-such-page' } }), expect: everyone(404) },
  },
  // An address with a broken %-escape is answered here, whatever its method; with CORS configured, an
  // OPTIONS request is answered by the CORS hook first, before any route.
  ...['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'QUERY'].map((method): MatrixEntry => ({
    route: `${method} /__malformed-url`,
    own: {
      request: () => ({ url: '/x/%E0%A4%A' }),
      expect: everyone(method === 'OPTIONS' ? 204 : { status: 400, code: 'BAD_REQUEST' }),
    },
  })),
];

async function academicsForm(id: string): Promise<Record<string, string | FilePart>> {
  const document = await pictureFile();
  return {
    id,
    neetScore: '688',
    neetExamYear: '2023',
    yearOfEducation: '2nd year',
    institute: 'Government Medical College, Kozhikode',
    number: '9847012345',
    gender: 'Male',
    neetAttempt: '1',
    agreeVerificationStep: 'true',
    scoreCard: document,
    studentId: document,
  };
}

export const tableNames = (tables: readonly PgTable[] = []) => tables.map((table) => getTableName(table));

// ---------------------------------------------------------------------------------------------------
// The app both tests drive.

/** The one origin the matrix app allows to call the API from another site. */
export const ALLOWED_ORIGIN = 'https://partner.example';

export interface MatrixApp extends TestApp {
  fixtures: SharedFixtures;
}

/**
 * The real app with a small web build of its own (so the page and asset routes exist), Google sign-in
 * configured against keys nobody can reach, captured mail, a webinar, a blog and a public picture.
 */
export async function createMatrixApp(): Promise<MatrixApp> {
  const webRoot = mkdtempSync(path.join(tmpdir(), 'neetmentor-matrix-web-'));
  const webDist = path.join(webRoot, 'dist');
  mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><!--page-meta--><!--site-config--></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(webDist, 'assets', 'app-matrix.js'), 'console.log("matrix");');
  const subject = await createTestApp({
    WEB_DIST_DIR: webDist,
    GOOGLE_CLIENT_ID: 'matrix.apps.googleusercontent.com',
    GOOGLE_JWKS_URL: 'http://127.0.0.1:9/certs',
    CORS_ORIGINS: ALLOWED_ORIGIN,
  });
  const blog = await createBlog(subject.database.db);
  await subject.database.db.insert(webinars).values({
    time: '6:00 PM',
    date: '12 July',
    day: 'Saturday',
    year: '2031',
    contentHtml: '<p>Planning the last month.</p>',
  });
  const pictureKey = 'matrix/picture.png';
  await subject.storage.putPublic(pictureKey, (await pictureFile()).data);
  const catalog = await createCatalog(subject.database.db, 'M3');
  return {
    ...subject,
    fixtures: { blogSlug: blog.slug, pictureKey, catalog },
    async close() {
      await subject.close();
      rmSync(webRoot, { recursive: true, force: true });
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// Turning a request description into app.inject options.

export function splitRoute(route: string): { method: string; pattern: string } {
  const space = route.indexOf(' ');
  return { method: route.slice(0, space), pattern: route.slice(space + 1) };
}

/** The address for a route pattern: `:name` parts encoded, the `*` tail kept as given (it may hold slashes). */
export function fillPattern(pattern: string, params: Record<string, string> = {}): string {
  return pattern
    .replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''))
    .replace(/\*$/, () => params['*'] ?? '');
}

export function toInjectOptions(route: string, spec: RequestSpec, actor: Actor | null): InjectOptions {
  const { method, pattern } = splitRoute(route);
  const query = spec.query ? `?${new URLSearchParams(spec.query).toString()}` : '';
  const headers: Record<string, string> = {
    ...(actor?.token ? { authorization: `Bearer ${actor.token}` } : {}),
    ...spec.headers,
  };
  const options: InjectOptions = {
    method: method as InjectOptions['method'],
    url: spec.url ?? `${fillPattern(pattern, spec.params)}${query}`,
    remoteAddress: nextClientAddress(),
    headers,
  };
  if (spec.form) {
    const body = multipart(spec.form);
    return { ...options, payload: body.payload, headers: { ...headers, ...body.headers } };
  }
  if (spec.body !== undefined) return { ...options, payload: spec.body as InjectOptions['payload'] };
  return options;
}

/** The status list and code an outcome allows. */
export function describeOutcome(outcome: Outcome): { statuses: readonly number[]; code?: ErrorCode } {
  if (typeof outcome === 'number') return { statuses: [outcome] };
  if ('status' in outcome) return { statuses: [outcome.status], code: outcome.code };
  return { statuses: outcome };
}

export const isSuccess = (outcome: Outcome) =>
  describeOutcome(outcome).statuses.some((status) => status < 300);
