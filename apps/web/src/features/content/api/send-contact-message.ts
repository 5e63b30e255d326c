import { useMutation } from '@tanstack/react-query';
import { apiPostForMessage } from '../../../lib/api-client.ts';

export interface ContactMessage {
  name: string;
  email: string;
  message: string;
}

/** Sent as typed (spec part 1 §5); the server checks the fields and answers with the sentence to show. */
export function sendContactMessage(contact: ContactMessage): Promise<string> {
  return apiPostForMessage('/admin/contacted-us', { ...contact });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
