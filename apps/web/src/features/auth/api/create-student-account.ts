import { useMutation } from '@tanstack/react-query';
import type { StudentSignupRequest } from '@neetmentor/contract';
import { apiPost } from '../../../lib/api-client.ts';

/** Answers with the new account's id and mails a 6-digit code to the address. */
export function createStudentAccount(signup: StudentSignupRequest): Promise<string> {
  return apiPost<string>('/students/create-account', { ...signup }, { anonymous: true });
}

export function useCreateStudentAccount() {
  return useMutation({ mutationFn: createStudentAccount });
}
