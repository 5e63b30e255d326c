// What other modules may use of the wallet module.
export {
  creditReferralReward,
  creditSessionEarning,
  readWalletTotals,
  REFERRAL_REWARD_PAISE,
} from './wallet.service.ts';
export {
  cancelHeldEarning,
  findDueHolds,
  findHeldEarning,
  findReportedHold,
  holdDisputedEarning,
  holdSessionEarning,
  listReportedHolds,
  releaseHeldEarning,
  reportHeldEarning,
  sumOpenHolds,
  type EarningHoldRow,
} from './earning-holds.service.ts';
export {
  readPaymentDetails,
  readPayoutHistory,
  readPayoutProofKey,
  updatePaymentDetails,
} from './payment-details.service.ts';
export { clearBalance, listClearedPayouts, listMentorsToPay } from './payouts.service.ts';
