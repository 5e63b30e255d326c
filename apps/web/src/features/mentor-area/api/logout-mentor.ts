import { apiPost } from '../../../lib/api-client.ts';

export function logoutMentor(mentorId: string): Promise<null> {
  return apiPost<null>('/mentors/logout', { id: mentorId });
}
