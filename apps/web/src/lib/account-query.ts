/**
 * Every query holding the signed-in user's own data starts with this key, so logout and an ended
 * session remove all of it at once and the next person on the same phone never sees it.
 */
export const ACCOUNT_QUERY_KEY = ['account'] as const;
