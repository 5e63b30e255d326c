import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Webinar } from '@neetmentor/contract';
import { apiPost } from '../../../lib/api-client.ts';
import { ADMIN_DETAILS_KEY } from './get-admin-details.ts';

export interface NewWebinar {
  time: string;
  date: string;
  day: string;
  year: string;
  /** The editor's HTML; the server cleans it on save. */
  content: string;
  image: File | null;
}

/** create-webinar: the new webinar replaces the current one. */
export function createWebinar({ image, ...fields }: NewWebinar): Promise<Webinar> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (image) form.append('image', image);
  return apiPost<Webinar>('/admin/create-webinar', form);
}

/** The admin's details carry the current webinar the page shows. */
export function useCreateWebinar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebinar,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_DETAILS_KEY }),
  });
}
