import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  STATES,
  type MentorSignupRequest,
  type StudentSignupRequest,
} from '@neetmentor/contract';

/**
 * The sign-up screen's checks before sending, written out by hand: the contract's `studentSignupSchema` and
 * `mentorSignupSchema` give the same verdict, the same cleaned values and the same first message per field
 * (`signup-checks.test.ts` holds them side by side), without the 24 KB gzip of zod on a prerendered page
 * ("A lighter text field, dialogs and checks on the sign-in screens" in docs/decisions.md). The server
 * still checks with the schemas.
 */

export const PASSWORD_MISMATCH_MESSAGE = 'Password and Confirm password do not match';

/** zod 4's e-mail pattern (`z.regexes.email`, which the contract's `emailSchema` uses), written without its needless escapes. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const EMAIL_MAX_LENGTH = 254;
const NAME_MAX_LENGTH = 60;
const REFERRAL_CODE_MAX_LENGTH = 40;

type FieldErrors = Record<string, string>;
export type CheckResult<T> = { success: true; data: T } | { success: false; errors: FieldErrors };

/** Collects the first message of each field, in the schema's order. */
function createErrors() {
  const errors: FieldErrors = {};
  return {
    errors,
    add(name: string, message: string | null) {
      if (message !== null && !(name in errors)) errors[name] = message;
    },
  };
}

function checkName(value: string, label: string): string | null {
  if (value.length < 1) return `${label} is required.`;
  if (value.length > NAME_MAX_LENGTH) return `${label} must be at most ${NAME_MAX_LENGTH} characters.`;
  return null;
}

function checkEmail(value: string): string | null {
  if (!EMAIL_PATTERN.test(value)) return 'Please enter a valid e-mail address.';
  if (value.length > EMAIL_MAX_LENGTH) return 'The e-mail address is too long.';
  return null;
}

function checkPassword(value: string): string | null {
  if (value.length < PASSWORD_MIN_LENGTH)
    return `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (value.length > PASSWORD_MAX_LENGTH)
    return `The password must be at most ${PASSWORD_MAX_LENGTH} characters.`;
  return null;
}

interface AccountInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** The fields both sign-ups share, cleaned as the schemas clean them, with their messages. */
function checkAccount(input: AccountInput, add: (name: string, message: string | null) => void) {
  const account = {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    email: input.email.trim().toLowerCase(),
    password: input.password,
    confirmPassword: input.confirmPassword,
  };
  add('firstName', checkName(account.firstName, 'First name'));
  add('lastName', checkName(account.lastName, 'Last name'));
  add('email', checkEmail(account.email));
  add('password', checkPassword(account.password));
  return account;
}

/** As `studentSignupSchema.safeParse`: the mismatch is checked unless the terms were refused. */
export function checkStudentSignup(
  input: AccountInput & { referralCode: string | null; check: boolean },
): CheckResult<StudentSignupRequest> {
  const { errors, add } = createErrors();
  const account = checkAccount(input, add);
  const referralCode = input.referralCode === null ? null : input.referralCode.trim();
  if (referralCode !== null && referralCode.length > REFERRAL_CODE_MAX_LENGTH)
    add('referralCode', `Too big: expected string to have <=${REFERRAL_CODE_MAX_LENGTH} characters`);
  if (input.check !== true) add('check', 'Please accept the terms and the refund policy.');
  else if (account.password !== account.confirmPassword) add('confirmPassword', PASSWORD_MISMATCH_MESSAGE);
  if (Object.keys(errors).length > 0) return { success: false, errors };
  return { success: true, data: { ...account, referralCode, check: true } };
}

/** As `mentorSignupSchema.safeParse`: the mismatch is checked unless no state was chosen. */
export function checkMentorSignup(
  input: AccountInput & { city: string; state: string },
): CheckResult<MentorSignupRequest> {
  const { errors, add } = createErrors();
  const account = checkAccount(input, add);
  const city = input.city.trim();
  add('city', checkName(city, 'City'));
  if (!STATES.includes(input.state)) add('state', 'Please choose a state.');
  else if (account.password !== account.confirmPassword) add('confirmPassword', PASSWORD_MISMATCH_MESSAGE);
  if (Object.keys(errors).length > 0) return { success: false, errors };
  return { success: true, data: { ...account, city, state: input.state } };
}
