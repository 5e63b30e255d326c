import { useMutation } from '@tanstack/react-query';
import { apiPostForMessage } from '../../../lib/api-client.ts';

export interface WebinarRegistration {
  name: string;
  email: string;
}

/** Sent as typed (spec part 1 §5); the server checks the fields and answers with the sentence to show. */
export function registerForWebinar(registration: WebinarRegistration): Promise<string> {
  return apiPostForMessage('/admin/register-for-webinar', { ...registration });
}

export function useRegisterForWebinar() {
  return useMutation({ mutationFn: registerForWebinar });
}
