import type { MentorSignupRequest } from '@neetmentor/contract';

/**
 * Step one of the mentor application, carried to the academics page in memory only. Router state would
 * do the same job but is written into the browser's history entry, which keeps the password after a
 * reload and in restored sessions; memory forgets it as soon as the tab reloads or closes.
 */
let draft: MentorSignupRequest | null = null;

export function saveMentorDraft(details: MentorSignupRequest): void {
  draft = details;
}

export function readMentorDraft(): MentorSignupRequest | null {
  return draft;
}

export function clearMentorDraft(): void {
  draft = null;
}
