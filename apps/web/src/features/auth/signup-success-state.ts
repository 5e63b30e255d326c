/** Router state for the mentor sign-up success page: what became of the application fee. */
export type SignupSuccessState =
  /** The applicant closed the checkout: the fee (rupees) can be paid from the page. */
  | { feeDue: number }
  /** The fee was just paid: the server's sentence. */
  | { feePaid: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The page's state, or null when it was opened without one (no fee, or a fresh visit). */
export function readSignupSuccessState(state: unknown): SignupSuccessState | null {
  if (!isRecord(state)) return null;
  if (typeof state.feeDue === 'number') return { feeDue: state.feeDue };
  if (typeof state.feePaid === 'string') return { feePaid: state.feePaid };
  return null;
}
