// What other modules, jobs and plugins may use of the auth module.
export {
  answerSignupForRegistered,
  assertEmailFreeForSignup,
  changePassword,
  claimEmailForSignup,
  purgeUnverifiedAccounts,
  rehashIfOutdated,
  sendVerificationCode,
  signupWaitingForCode,
} from './account-flows.ts';
export { isEmailUsedByAnotherAccount, type AccountRole } from './accounts.repository.ts';
export {
  accountLimitOf,
  type AccountLimit,
  countingFailures,
  loginFailureLimit,
  RATE_LIMITS,
  ADMIN_UPLOAD_LIMIT,
  UPLOAD_LIMIT,
  uploadLimit,
  type UploadLimit,
  type LoginFailureLimit,
} from './rate-limits.ts';
export {
  isSessionLive,
  issueSession,
  revokeSession,
  SESSION_LIFETIME_MS,
  type IssuedSession,
} from './sessions.ts';
export {
  assertSignupToken,
  clearSignupToken,
  readSignupTokens,
  requireSignupAccount,
  setSignupToken,
} from './signup-token.ts';
export { rememberDevice } from './known-device.ts';
export { generateCode } from './one-time-codes.ts';
export { requestLanguage, setLanguageCookie } from './site-language.ts';
export { bodyAccountId, bodyAddress, mailSendLimit, MAIL_SEND_LIMITS } from './mail-limits.ts';
export { sessionStands } from './sessions.repository.ts';
export { createTokenSigner, type TokenClaims, type TokenSigner } from './tokens.ts';
