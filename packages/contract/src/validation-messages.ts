import {
  CALL_URL_MAX_LENGTH,
  CONTACT_MESSAGE_MAX_LENGTH,
  MENTOR_BUDGET_MAX_RUPEES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  TABLE_SEARCH_MIN_LENGTH,
} from './constants.ts';
import { formatRupeeAmount } from './format.ts';
import { REFERRAL_CODE_MAX_LENGTH, REFERRAL_CODE_MIN_LENGTH } from './admin-constants.ts';
import { PROOF_REQUIRED_MESSAGE } from './rules.ts';
import { GUARDIAN_AGES } from './guardians.ts';

/**
 * The field messages of the forms' schemas, by a stable name. The server answers with the English text;
 * the web app shows its translation (the `errors:validation` catalog, keyed by these names), so a schema
 * that says one of these must say it through this table, not with a literal of the same words.
 */
export const VALIDATION_MESSAGES = {
  emailInvalid: 'Please enter a valid e-mail address.',
  emailTooLong: 'The e-mail address is too long.',
  passwordTooShort: `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordTooLong: `The password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  passwordRequired: 'Please enter your password.',
  currentPasswordRequired: 'Please enter your current password.',
  firstNameRequired: 'First name is required.',
  firstNameTooLong: 'First name must be at most 60 characters.',
  lastNameRequired: 'Last name is required.',
  lastNameTooLong: 'Last name must be at most 60 characters.',
  cityRequired: 'City is required.',
  cityTooLong: 'City must be at most 60 characters.',
  termsRequired: 'Please accept the terms and the refund policy.',
  passwordsMismatch: 'Password and Confirm password do not match',
  resetPasswordsMismatch: 'Passwords do not match',
  newPasswordsMismatch: 'New password and Confirm password do not match',
  stateRequired: 'Please choose a state.',
  codeDigits: 'The code has 6 digits.',
  idInvalid: 'This id is not valid.',
  mobileInvalid: 'Please enter a valid 10-digit Indian mobile number.',
  stateFromList: 'Choose a state from the list.',
  searchTooLong: 'The search is too long.',
  searchTooShort: `Type at least ${TABLE_SEARCH_MIN_LENGTH} characters to search.`,
  formOutOfDate: 'The form is out of date. Please reload the page.',
  proofRequired: PROOF_REQUIRED_MESSAGE,
  airRankNumber: 'The AIR rank is a number.',
  airRankWhole: 'The AIR rank is a whole number.',
  airRankMin: 'The AIR rank is 1 or more.',
  airRankInvalid: 'The AIR rank is not valid.',
  yearOfEducationFromList: 'Choose 1st year, 2nd year, 3rd year, 4th year or Final Year.',
  genderFromList: 'Choose Male, Female or Others.',
  paymentMethodFromList: 'Choose Bank, Paytm, Google Pay or PhonePe.',
  paymentInfoRequired: 'Please enter the account number or UPI id.',
  holderNameRequired: 'Please enter the account holder name.',
  holderNameTooLong: 'The holder name is too long.',
  bankAccountDigits: 'A bank account number is 9 to 18 digits.',
  ifscInvalid: 'An IFSC is 11 characters: 4 letters, a zero, then 6 letters or digits (e.g. SBIN0001234).',
  upiIdInvalid: 'Please enter a UPI id such as 9876543210@ybl.',
  titleRequired: 'The title is required.',
  contentRequired: 'The content is required.',
  descriptionRequired: 'The description is required.',
  updateRequired: 'The update is required.',
  nameRequired: 'Please enter your name.',
  nameTooLong: 'The name is too long.',
  messageRequired: 'Please write a message.',
  yearRequired: 'The year is required.',
  yearDigits: 'The year has four digits.',
  verificationAmountWhole: 'The verification amount is a whole number of rupees, 0 or more.',
  referralCodeFormat: `The code is ${REFERRAL_CODE_MIN_LENGTH} to ${REFERRAL_CODE_MAX_LENGTH} letters, digits, hyphens or underscores.`,
  budgetNumber: 'The budget is a number of rupees.',
  budgetWhole: 'The budget is a whole number of rupees.',
  budgetNegative: 'The budget cannot be negative.',
  budgetTooLarge: `The budget can be at most ${formatRupeeAmount(MENTOR_BUDGET_MAX_RUPEES)}.`,
  problemKindFromList: 'Choose what went wrong: it did not happen, it was too short, or something else.',
  dateOfBirthInvalid: 'Please enter a real date of birth (day, month and year).',
  ageOutOfRange: `The date of birth must give an age from ${GUARDIAN_AGES.youngest} to ${GUARDIAN_AGES.oldest} years.`,
  messageTooLong: `The message is too long (${CONTACT_MESSAGE_MAX_LENGTH} characters at most).`,
  callUrlInvalid: 'Please paste the whole meeting address, starting with https://.',
  callUrlTooLong: `The meeting address can be at most ${CALL_URL_MAX_LENGTH} characters.`,
  callUrlCredentials: 'The meeting address must not contain a user name or password.',
} as const;

export type ValidationMessageName = keyof typeof VALIDATION_MESSAGES;
