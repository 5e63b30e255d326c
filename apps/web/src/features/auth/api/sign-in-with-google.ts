import { apiPost } from '../../../lib/api-client.ts';

/** Sends the ID token Google's button hands over; the server checks it and signs the student in. */
export function signInWithGoogle(idToken: string): Promise<{ id: string; token: string }> {
  return apiPost('/students/google-auth', { idToken }, { anonymous: true });
}
