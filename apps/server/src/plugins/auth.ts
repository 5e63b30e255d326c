import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Role } from '@neetmentor/contract';
import type { Db } from '../db/client.ts';
import { forbidden, unauthorized } from '../lib/app-error.ts';
import { isSessionLive } from '../modules/auth/sessions.ts';
import type { TokenSigner } from '../modules/auth/tokens.ts';

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

export interface Guards {
  /** preHandler: a valid, unrevoked token of one of these roles, else 401 (no or bad token) or 403 (other role). */
  requireRole(...roles: Role[]): preHandlerAsyncHookHandler;
}

export function registerAuth(app: FastifyInstance, deps: { db: Db; signer: TokenSigner }): Guards {
  app.decorateRequest('authUser', null);
  return {
    requireRole(...roles) {
      return async (request) => {
        const token = bearerToken(request);
        if (!token) throw unauthorized();
        const claims = await deps.signer.verify(token);
        if (!claims || !(await isSessionLive(deps.db, claims.sid, claims.id))) {
          throw unauthorized('Your session has ended. Please log in again.');
        }
        if (!roles.includes(claims.role)) throw forbidden();
        request.authUser = { id: claims.id, role: claims.role, sessionId: claims.sid };
      };
    },
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
  if (claimedId && claimedId !== user.id) throw forbidden('You can only act on your own account.');
  return user;
}
