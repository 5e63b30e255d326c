import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { testimonialsQuery } from '../../../lib/api/get-testimonials.ts';
import { ADMIN_TESTIMONIALS_KEY } from './get-admin-testimonials.ts';

export function deleteTestimonial(id: string): Promise<null> {
  return apiPost<null>('/admin/delete-testimonial', { id });
}

export function useDeleteTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTestimonial,
    onSettled: () =>
      Promise.all(
        [ADMIN_TESTIMONIALS_KEY, testimonialsQuery.queryKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
