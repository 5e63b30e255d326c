import type { LoginRequest } from '@neetmentor/contract';
import { apiPost } from '../../../lib/api-client.ts';

/** Refused with 403 and its own message while the application is incomplete, under review or rejected. */
export function logInMentor(credentials: LoginRequest): Promise<{ token: string; mentorId: string }> {
  return apiPost('/mentors/login', credentials, { anonymous: true });
}
