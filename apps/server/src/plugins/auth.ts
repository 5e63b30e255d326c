import type {
  FastifyInstance,
  FastifyRequest,
  onRequestAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type { Role } from '@neetmentor/contract';
import type { AppContext } from '../context.ts';
import { forbidden, notFound, unauthorized } from '../lib/app-error.ts';
import { isSessionLive } from '../modules/auth/index.ts';

export interface AuthUser {
  id: string;
  role: Role;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    authUser: AuthUser | null;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('authUser', null);
  // Answers to a signed-in request are that person's: no browser or proxy may keep a copy.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.headers.authorization || request.authUser) reply.header('cache-control', 'no-store');
    return payload;
  });
}

/** The signed-in user behind the request's bearer token, or null when absent, forged, expired or revoked. */
async function authenticate(ctx: AppContext, request: FastifyRequest): Promise<AuthUser | null> {
  const token = bearerToken(request);
  if (!token) return null;
  const claims = await ctx.signer.verify(token);
  if (!claims || !(await isSessionLive(ctx, claims))) return null;
  return { id: claims.id, role: claims.role, sessionId: claims.sid };
}

/** preHandler: a valid, unrevoked token of one of these roles, else 401 (no or bad token) or 403 (other role). */
export function requireRole(ctx: AppContext, ...roles: Role[]): preHandlerAsyncHookHandler {
  return async (request) => {
    if (!bearerToken(request)) throw unauthorized();
    const user = await authenticate(ctx, request);
    if (!user) throw unauthorized('Your session has ended. Please log in again.', 'SESSION_ENDED');
    if (!roles.includes(user.role)) throw forbidden();
    request.authUser = user;
  };
}

/** Whether the TCP connection itself comes from this machine (never a forwarded header). */
export function isLoopbackConnection(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? '';
  return address === '::1' || /^(::ffff:)?127\./.test(address);
}

/**
 * onRequest hook for development tools (before the query is even validated): a request from this machine, or one carrying an admin's token.
 * Anyone else gets the ordinary 404, so the tool's existence is not revealed.
 */
export function requireLocalOrAdmin(ctx: AppContext): onRequestAsyncHookHandler {
  return async (request) => {
    if (isLoopbackConnection(request)) return;
    const user = await authenticate(ctx, request);
    if (user?.role !== 'admin') throw notFound(`No route for ${request.method} ${request.url.split('?')[0]}`);
    request.authUser = user;
  };
}

/** The signed-in user; only call after a requireRole guard. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw unauthorized();
  return request.authUser;
}

/**
 * Ids the spec puts in bodies are accepted for compatibility but never trusted: one that names
 * someone other than the caller is refused (product rules §2).
 */
export function assertSelf(request: FastifyRequest, claimedId: string | undefined | null): AuthUser {
  const user = currentUser(request);
  if (claimedId && claimedId !== user.id)
    throw forbidden('You can only act on your own account.', 'NOT_YOURS');
  return user;
}
