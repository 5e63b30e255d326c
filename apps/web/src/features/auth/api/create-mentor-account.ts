import type { MentorSignupRequest } from '@neetmentor/contract';
import { apiPost } from '../../../lib/api-client.ts';

/** Step one of the application: answers with the pending mentor's id and mails a 6-digit code. */
export function createMentorAccount(signup: MentorSignupRequest): Promise<string> {
  return apiPost<string>('/mentors/create-account', { ...signup }, { anonymous: true });
}
