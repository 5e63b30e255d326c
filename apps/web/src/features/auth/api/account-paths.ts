import type { UserType } from '@neetmentor/contract';

/** Students and mentors share the sign-up calls, each under its own path (spec part 1 §7). */
export const ACCOUNT_PATHS: Record<UserType, string> = { Student: '/students', Mentor: '/mentors' };
