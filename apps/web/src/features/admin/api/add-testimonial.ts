import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Testimonial } from '@neetmentor/contract';
import { apiPost } from '../../../lib/api-client.ts';
import { testimonialsQuery } from '../../../lib/api/get-testimonials.ts';
import { ADMIN_TESTIMONIALS_KEY } from './get-admin-testimonials.ts';

export interface NewTestimonial {
  name: string;
  message: string;
  image: File | null;
}

export function addTestimonial({ name, message, image }: NewTestimonial): Promise<Testimonial> {
  const form = new FormData();
  form.append('name', name);
  form.append('message', message);
  if (image) form.append('image', image);
  return apiPost<Testimonial>('/admin/add-testimonial', form);
}

/** Reloads the admin grid and the home page's testimonials this browser may hold. */
export function useAddTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTestimonial,
    onSuccess: () =>
      Promise.all(
        [ADMIN_TESTIMONIALS_KEY, testimonialsQuery.queryKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
