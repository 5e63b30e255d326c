import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AppContext } from '../../context.ts';
import { AppError, tooManyRequests } from '../../lib/app-error.ts';
import type { FileStorage } from '../../adapters/storage/storage.ts';
import { findPasswordHashesByEmail } from './accounts.repository.ts';
import { knownDeviceId } from './known-device.ts';

/**
 * Limits per client and e-mail address on the calls that guess or send (product rules §15), so
 * one person cannot hammer an account and one busy school network does not lock out everyone.
 */
function clientAndAddress(request: FastifyRequest): string {
  return `${request.ip}|${bodyEmail(request)}`;
}

function bodyEmail(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | null | undefined;
  return body && typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
}

/** The per-route limits shared by the student, mentor and admin calls. */
export const RATE_LIMITS = {
  login: { max: 10, timeWindow: '1 minute', keyGenerator: clientAndAddress },
  code: { max: 10, timeWindow: '1 minute', keyGenerator: clientAndAddress },
  resend: { max: 5, timeWindow: '1 minute', keyGenerator: clientAndAddress },
  forgot: { max: 5, timeWindow: '1 minute', keyGenerator: clientAndAddress },
  /**
   * Step one's e-mail check, keyed by client only: a person checks their own address once or twice, and a
   * cap across addresses keeps it from being a faster way to learn which addresses exist than sign-up is.
   */
  emailCheck: { max: 10, timeWindow: '10 minutes' },
  /** Uploads are read in the handler, so these are keyed by client only. */
  upload: { max: 20, timeWindow: '1 minute' },
} as const;

/**
 * Failed logins are counted twice: per account from any client (spreading guesses over many clients does
 * not help) and per client across every address (trying one password on many addresses does not help).
 * Only refused passwords count, and both bars sit well above a person's own slips.
 *
 * So that failures from elsewhere cannot lock the owner out (OWASP's lockout advice): a browser holding the
 * account's known-device cookie (set at a successful login there) has a counter of its own instead of the
 * account's; and the account's counter belongs to its current password, so a reset (or a change) starts a
 * fresh one.
 */
export const LOGIN_FAILURE_LIMITS = {
  perAccount: { maxFailures: 30, timeWindow: '15 minutes' },
  perClient: { maxFailures: 20, timeWindow: '15 minutes' },
} as const;

export interface LoginFailureLimit {
  /** preHandler: 429 while the account (or this known device) or this client has used up its failed logins. */
  check: preHandlerAsyncHookHandler;
  /** Counts a failed login against the account (or this known device) and the client. */
  recordFailure(request: FastifyRequest): Promise<void>;
}

const limitsByApp = new WeakMap<FastifyInstance, LoginFailureLimit>();

/** One set of counters per app, shared by the student, mentor and admin logins. */
export function loginFailureLimit(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'db' | 'config'>,
): LoginFailureLimit {
  let limit = limitsByApp.get(app);
  if (!limit) {
    limit = createLoginFailureLimit(app, ctx);
    limitsByApp.set(app, limit);
  }
  return limit;
}

/**
 * Whose failures a login attempt counts against: this browser when it is a known device of the address,
 * else the address in its current password's generation (a short digest of the stored hashes).
 */
async function failureOwner(
  ctx: Pick<AppContext, 'db' | 'config'>,
  request: FastifyRequest,
): Promise<string> {
  const email = bodyEmail(request);
  const deviceId = knownDeviceId(ctx, request, email);
  if (deviceId) return `device|${deviceId}`;
  const hashes = await findPasswordHashesByEmail(ctx.db, email);
  const generation = createHash('sha256').update(hashes.join('|')).digest('base64url').slice(0, 16);
  return `account|${email}|${generation}`;
}

function createLoginFailureLimit(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'db' | 'config'>,
): LoginFailureLimit {
  // Worked out once per request by `check`, read by the counter's key and by `recordFailure`.
  const owners = new WeakMap<FastifyRequest, string>();
  const perAccount = app.createRateLimit({
    max: LOGIN_FAILURE_LIMITS.perAccount.maxFailures,
    timeWindow: LOGIN_FAILURE_LIMITS.perAccount.timeWindow,
    keyGenerator: (request) => owners.get(request) ?? `account|${bodyEmail(request)}`,
  });
  const perClient = app.createRateLimit({
    max: LOGIN_FAILURE_LIMITS.perClient.maxFailures,
    timeWindow: LOGIN_FAILURE_LIMITS.perClient.timeWindow,
    keyGenerator: (request) => `client|${request.ip}`,
  });
  return {
    async check(request) {
      owners.set(request, await failureOwner(ctx, request));
      for (const limiter of [perAccount, perClient]) {
        const state = await limiter(request, { increment: false });
        if (!state.isAllowed && state.remaining <= 0) throw tooManyRequests(state.ttlInSeconds);
      }
    },
    async recordFailure(request) {
      await perAccount(request);
      await perClient(request);
    },
  };
}

/** Runs a login, counting a refused password (401) against the failure limits. */
export async function countingFailures<T>(
  limit: LoginFailureLimit,
  request: FastifyRequest,
  attempt: () => Promise<T>,
): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 401) await limit.recordFailure(request);
    throw error;
  }
}

/**
 * Uploads per signed-in student or mentor and hour, across every call that takes a picture, document or
 * proof. Only a request that brings a file counts: saving a profile's text, or a form refused before its
 * file is looked at, uses none.
 */
export const UPLOAD_LIMIT = { max: 20, timeWindow: '1 hour' } as const;

/**
 * Uploads per admin and hour: a month's payouts are cleared with a proof each, one mentor after another,
 * besides the blog's and testimonials' pictures, so an admin's hour holds far more than a member's.
 */
export const ADMIN_UPLOAD_LIMIT = { max: 200, timeWindow: '1 hour' } as const;

/** A limit per signed-in account, for calls (as a preHandler) and for events on a realtime connection. */
export interface AccountLimit {
  /** preHandler, after a role guard: 429 once the account has used up its limit. */
  preHandler: preHandlerAsyncHookHandler;
  /** Counts one use by this account; the error to answer once it has used up its limit, else null. */
  use(userId: string): Promise<AppError | null>;
}

const accountLimitsByApp = new WeakMap<FastifyInstance, Map<string, AccountLimit>>();

/**
 * A limit per signed-in account (not per client address, which a whole school or a mobile carrier's NAT
 * may share). One counter per name and app, shared by every route and event using it (in Redis with
 * REDIS_URL, so by every instance too).
 */
export function accountLimitOf(
  app: FastifyInstance,
  name: string,
  limit: { max: number; timeWindow: string },
  message: (waitSeconds: number) => string,
): AccountLimit {
  const limits = accountLimitsByApp.get(app) ?? new Map<string, AccountLimit>();
  accountLimitsByApp.set(app, limits);
  const known = limits.get(name);
  if (known) return known;
  const limiter = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.timeWindow,
    keyGenerator: (request) => `${name}|${request.authUser?.id ?? request.ip}`,
  });
  const check = async (request: FastifyRequest): Promise<AppError | null> => {
    const state = await limiter(request);
    return !state.isAllowed && state.isExceeded
      ? tooManyRequests(state.ttlInSeconds, message(state.ttlInSeconds))
      : null;
  };
  const created: AccountLimit = {
    preHandler: async (request) => {
      const refusal = await check(request);
      if (refusal) throw refusal;
    },
    // The limiter reads only these fields of a request (the key, and the route's group, none here).
    use: (userId) =>
      check({ authUser: { id: userId }, ip: '', routeOptions: { config: {} } } as unknown as FastifyRequest),
  };
  limits.set(name, created);
  return created;
}

/** Counts a signed-in account's uploads against its limit for the hour. */
export interface UploadLimit {
  /**
   * Counts the request as one upload when it brought a file (after its fields were found valid, before
   * the file is processed or stored); 429 once the account has used up its uploads for the hour. When
   * files cannot be stored now it answers 503 first, so an outage does not use up anyone's uploads.
   */
  count(request: FastifyRequest, files: Readonly<Record<string, Buffer>>): Promise<void>;
}

export function uploadLimit(
  app: FastifyInstance,
  storage: Pick<FileStorage, 'assertWritable'>,
  who: 'member' | 'admin' = 'member',
): UploadLimit {
  const limit = accountLimitOf(
    app,
    who === 'admin' ? 'admin-upload' : 'upload',
    who === 'admin' ? ADMIN_UPLOAD_LIMIT : UPLOAD_LIMIT,
    (wait) =>
      `You have uploaded many files in the last hour. Please try again in ${Math.ceil(wait / 60)} minutes.`,
  );
  return {
    async count(request, files) {
      const userId = request.authUser?.id;
      if (!userId || !Object.values(files).some((file) => file.length > 0)) return;
      await storage.assertWritable();
      const refusal = await limit.use(userId);
      if (refusal) throw refusal;
    },
  };
}
