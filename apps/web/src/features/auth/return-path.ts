import { matchRoute, ROUTES } from '@neetmentor/contract';

/** The query parameter that carries the return path (`paths.loginReturningTo`) when there is no router state. */
const RETURN_PARAMETER = 'from';

/** An address of this site: one leading slash, not followed by another or a backslash (another host). */
function isSitePath(value: unknown): value is string {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value);
}

/**
 * Where a student goes once signed in: back to the page that sent them to sign in, otherwise the mentor
 * directory (spec part 1 §2). Book Session on a mentor's page puts it in the router state as `from`, and in
 * the address too (`/login?from=…`), so a tap before the page's scripts have run (a plain link on a slow
 * phone) still comes back. Only an address of this site is followed.
 */
export function studentLandingPath(state: unknown, search = ''): string {
  const fromState =
    typeof state === 'object' && state !== null && 'from' in state ? (state.from as unknown) : undefined;
  const from = fromState ?? new URLSearchParams(search).get(RETURN_PARAMETER);
  return isSitePath(from) ? from : ROUTES.searchMentor;
}

/**
 * Where a mentor goes once signed in: back to a session's join address that sent them to sign in (the
 * only page outside their dashboard they are sent from), otherwise their dashboard.
 */
export function mentorLandingPath(state: unknown, search = ''): string {
  const from = studentLandingPath(state, search);
  return matchRoute(ROUTES.joinSession, from.split('?')[0] ?? '') ? from : ROUTES.mentorDashboard;
}
