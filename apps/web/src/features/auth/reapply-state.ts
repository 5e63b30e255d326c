/**
 * Router state that opens the academics page as a re-application: the login page sends a rejected applicant
 * there once the right password gave this browser its sign-up token. Nothing secret, so history may keep it.
 */
export const REAPPLY_STATE = { reapply: true } as const;

export function isReapplying(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'reapply' in state && state.reapply === true;
}
