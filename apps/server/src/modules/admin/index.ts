// What other modules and commands may use of the admin module.
export { audit, createAdmin } from './admin-account.service.ts';
export {
  areReferralsOpen,
  getApplicationFeeTerms,
  getFeaturedAdImage,
  getReferralsAvailableFrom,
  getVerificationAmountRupees,
} from './platform-settings.repository.ts';
