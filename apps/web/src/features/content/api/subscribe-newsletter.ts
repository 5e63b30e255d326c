import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';

/** The address goes as typed; the server checks its format and answers with a readable message. */
export function subscribeToNewsletter(gmail: string): Promise<null> {
  return apiPost<null>('/admin/subscribe-newsletter', { gmail });
}

export function useSubscribeToNewsletter() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}
