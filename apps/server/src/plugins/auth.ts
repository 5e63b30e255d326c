import type {
  FastifyInstance,
  FastifyRequest,
  RouteOptions,
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

/** The hooks made by requireRole, so the app can tell a role guard from any other preHandler. */
const roleGuards = new WeakSet<object>();

type RouteHook = NonNullable<RouteOptions['preHandler']>;

/**
 * Moves a route's role guards from its preHandler to its onRequest hooks: who may call a route is decided
 * before its body is parsed and before its parameters, query and body are validated, so a caller without
 * the right role learns 401 or 403, never what a valid request would look like (and an anonymous upload
 * is refused unread). Routes keep declaring `preHandler: requireRole(...)`; the move happens here for all.
 */
function guardBeforeValidation(route: RouteOptions): void {
  const preHandlers = [route.preHandler ?? []].flat() as unknown[];
  const guards = preHandlers.filter((hook) => roleGuards.has(hook as object));
  if (guards.length === 0) return;
  const onRequest = [route.onRequest ?? []].flat() as unknown[];
  route.onRequest = [...onRequest, ...guards] as RouteOptions['onRequest'];
  route.preHandler = preHandlers.filter((hook) => !roleGuards.has(hook as object)) as RouteHook;
}

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('authUser', null);
  app.addHook('onRoute', guardBeforeValidation);
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

/**
 * A route guard, declared as the route's preHandler: a valid, unrevoked token of one of these roles, else
 * 401 (no or bad token) or 403 (other role). registerAuth runs it as an onRequest hook instead, before
 * the body is parsed or validated.
 */
export function requireRole(ctx: AppContext, ...roles: Role[]): preHandlerAsyncHookHandler {
  const guard: preHandlerAsyncHookHandler = async (request) => {
    if (!bearerToken(request)) throw unauthorized();
    const user = await authenticate(ctx, request);
    if (!user) throw unauthorized('Your session has ended. Please log in again.', 'SESSION_ENDED');
    if (!roles.includes(user.role)) throw forbidden();
    request.authUser = user;
  };
  roleGuards.add(guard);
  return guard;
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
