/**
 * Stable, machine-readable codes carried by every error answer beside its human message
 * (`{ statusCode, data, message, success: false, code }`). Clients decide on these, never on the text.
 * Kept free of zod so public pages can import them without the schema library.
 */
export const ERROR_CODES = {
  /** 400: the request does not match its schema; `data.errors` lists each field. */
  VALIDATION_FAILED: 'The request does not match its schema; data.errors lists each field.',
  /** 400: well-formed but unusable (malformed upload, bad URL encoding, empty body…). */
  BAD_REQUEST: 'The request could not be read (malformed body, upload or address).',
  /** 401: no token, or one that is not ours. */
  UNAUTHENTICATED: 'No valid token was sent; log in.',
  /** 401: the token's session was ended (logout, password change, expiry). */
  SESSION_ENDED: 'The session behind the token has ended; log in again.',
  /** 401: wrong e-mail or password. */
  INVALID_CREDENTIALS: 'Wrong e-mail or password.',
  /** 403: the caller's role may not use this call. */
  FORBIDDEN: 'The signed-in role may not use this call.',
  /** 403: the record or id in the request belongs to someone else. */
  NOT_YOURS: 'The record or id named in the request belongs to someone else.',
  /** 403: e-mail address not verified yet. */
  EMAIL_NOT_VERIFIED: 'The e-mail address is not verified yet.',
  /** 403: the mentor application is under review (submitted, not decided yet). */
  APPLICATION_NOT_APPROVED: 'The mentor application is under review.',
  /** 403: the mentor application's academic details were not sent yet. */
  APPLICATION_INCOMPLETE: 'The mentor application is not complete yet.',
  /** 403: the mentor application was rejected; the right password opens a re-application in this browser. */
  APPLICATION_REJECTED: 'The mentor application was not approved; it can be sent again.',
  /** 403: the account was deactivated by an admin. */
  ACCOUNT_DEACTIVATED: 'The account has been deactivated.',
  /** 403: the sign-up step needs the sign-up token issued when the account was created. */
  SIGNUP_TOKEN_INVALID: 'The sign-up token is missing, expired or belongs to another sign-up.',
  /** 400: a one-time code is wrong, expired or used up. */
  INVALID_CODE: 'The one-time code is wrong, expired or has no tries left.',
  /** 400: a password rule was broken (same as current, wrong current password…). */
  PASSWORD_REJECTED: 'The password change was refused (wrong current password, or same as before).',
  /** 404: nothing at this address or with this id. */
  NOT_FOUND: 'Nothing was found at this address or with this id.',
  /** 409: the request conflicts with the current state. */
  CONFLICT: 'The request conflicts with the current state of the record.',
  /** 409: the e-mail address belongs to another account. */
  EMAIL_TAKEN: 'The e-mail address is used by another account.',
  /** 409: the order or booking is already paid. */
  ALREADY_PAID: 'The order or booking has already been paid.',
  /** 409: the session cannot change yet (for example the monthly package's 30-day lock). */
  SESSION_LOCKED: 'The session cannot change state yet.',
  /** 400: a payment's signature does not match (forged, or for another order). */
  PAYMENT_SIGNATURE_INVALID: "The payment's signature does not match its order.",
  /** 409: the package is not offered by this mentor (another category, or withdrawn). */
  PACKAGE_NOT_OFFERED: 'The package is not offered by this mentor.',
  /** 409: the mentor is not taking bookings (not approved, deactivated or away). */
  MENTOR_UNAVAILABLE: 'The mentor is not taking bookings now.',
  /** 409: the student already used the free package with this mentor. */
  FREE_SESSION_USED: 'The free package with this mentor has already been booked.',
  /** 409: the session is no longer in the state the request expects (already accepted, completed…). */
  SESSION_STATE_CHANGED: 'The session has already moved on (accepted, completed or cancelled).',
  /** 409: the 48 hours to report a problem with a completed session have passed. */
  REPORT_WINDOW_CLOSED: 'The time to report a problem with this session has passed.',
  /** 403: feedback needs a completed session with the mentor. */
  NO_COMPLETED_SESSION: 'Feedback needs a completed session with this mentor.',
  /** 409: feedback for this mentor was already given. */
  FEEDBACK_ALREADY_GIVEN: 'Feedback for this mentor has already been given.',
  /** 409: the mentor has already replied to this review (one reply, never edited). */
  REVIEW_ALREADY_REPLIED: 'The mentor has already replied to this review.',
  /** 409: the mentor application fee is not due (waived or already paid). */
  FEE_NOT_DUE: 'The application fee is not due (waived or already paid).',
  /** 403: the mentor application waits for its fee. */
  FEE_UNPAID: 'The mentor application fee has not been paid yet.',
  /** 403: messages need an active session between the two (history stays readable). */
  CHAT_CLOSED: 'Messages can be sent only while the two share an active session.',
  /** 409: a mentor application cannot be approved yet: e-mail unverified, a document missing, or the fee neither paid nor waived. */
  APPLICATION_NOT_ELIGIBLE:
    'The mentor application cannot be approved yet (e-mail unverified, a document missing, or the fee unpaid).',
  /** 409: the mentor application was already approved or rejected. */
  APPLICATION_DECIDED: 'The mentor application has already been approved or rejected.',
  /** 409: the mentor's wallet holds nothing to pay out. */
  NOTHING_TO_CLEAR: "The mentor's wallet holds nothing to pay out.",
  /** 409: the wallet changed since the amount the admin saw (a new earning, or a payout already cleared). */
  BALANCE_CHANGED: 'The wallet balance changed since it was shown; reload and check the amount.',
  /** 409: the referral code is taken (by another custom code or a mentor's code), whatever its letter case. */
  REFERRAL_CODE_TAKEN: 'The referral code is already in use.',
  /** 409: a student under 18 cannot remove a confirmed guardian. */
  GUARDIAN_KEPT_UNTIL_18: 'A confirmed guardian can be removed once the student is 18.',
  /** 409: the student already has a confirmed guardian; remove them before adding another. */
  GUARDIAN_EXISTS: 'The student already has a confirmed guardian.',
  /** 409: the date of birth does not change while a guardian is confirmed (support corrects it). */
  DATE_OF_BIRTH_LOCKED: 'The date of birth cannot change while a guardian is confirmed.',
  /** 409: a guardian can be added only by a student under 18 (by the date of birth in the profile). */
  GUARDIAN_NOT_NEEDED: 'A guardian can be added only by a student under 18.',
  /** 413: the body or file is too large. */
  PAYLOAD_TOO_LARGE: 'The body or file is too large.',
  /** 415: the file or body type is not accepted. */
  UNSUPPORTED_MEDIA_TYPE: 'The file or body type is not accepted.',
  /** 429: too many attempts; see Retry-After. */
  RATE_LIMITED: 'Too many attempts; wait as Retry-After says.',
  /** 500: something failed on the server; the message has no internals. */
  INTERNAL: 'Something failed on the server.',
  /** 503: a dependency (the database) is unavailable. */
  SERVICE_UNAVAILABLE: 'A dependency of the server is unavailable.',
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/** The code an error answer carries when its thrower named none: one per HTTP status. */
export function defaultErrorCode(statusCode: number): ErrorCode {
  switch (statusCode) {
    case 400:
      return 'BAD_REQUEST';
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    case 503:
      return 'SERVICE_UNAVAILABLE';
    default:
      return statusCode >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
  }
}
