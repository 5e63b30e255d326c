import type { MentorProfile } from './api/mentors.ts';
import type { StudentProfile } from './api/students.ts';

/**
 * The profile forms send `editedFrom`, a short stamp of the values they opened with; the server compares it
 * with the stamp of the profile as it is now. A change made meanwhile in another tab or on another device
 * makes them differ, and the save is refused instead of silently undoing that change.
 */
export const PROFILE_CHANGED_ELSEWHERE =
  'Your profile was changed in another tab or on another device after you opened this form. Reload the page to see the latest details, then make your change again.';

/** FNV-1a (32 bits) of the values' JSON, as 8 hex digits: a stamp to compare, not a secret. */
function stampOf(values: readonly unknown[]): string {
  let hash = 0x811c9dc5;
  for (const char of JSON.stringify(values)) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** What the student's Edit Profile changes. */
export function studentEditStamp(
  profile: Pick<
    StudentProfile,
    'username' | 'firstName' | 'lastName' | 'number' | 'gender' | 'currentClass' | 'profilePicture'
  >,
): string {
  return stampOf([
    profile.username,
    profile.firstName,
    profile.lastName,
    profile.number,
    profile.gender,
    profile.currentClass,
    profile.profilePicture,
  ]);
}

/** What the mentor's Profile Settings change. */
export function mentorEditStamp(
  profile: Pick<
    MentorProfile,
    | 'firstName'
    | 'lastName'
    | 'number'
    | 'gender'
    | 'address'
    | 'yearOfEducation'
    | 'about'
    | 'airRank'
    | 'languages'
    | 'profilePicture'
  >,
): string {
  return stampOf([
    profile.firstName,
    profile.lastName,
    profile.number,
    profile.gender,
    profile.address.city,
    profile.address.state,
    profile.yearOfEducation,
    profile.about,
    profile.airRank,
    profile.languages,
    profile.profilePicture,
  ]);
}
