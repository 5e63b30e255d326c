import { useMutation } from '@tanstack/react-query';
import { apiPostForMessage } from '../../../lib/api-client.ts';

/** Answers the same sentence for every address, so nobody can probe which ones have accounts. */
export function requestPasswordReset(email: string): Promise<string> {
  return apiPostForMessage('/students/forgot-password', { email }, { anonymous: true });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
