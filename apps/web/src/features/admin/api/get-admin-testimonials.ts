import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Testimonial } from '@neetmentor/contract';
import { apiPost } from '../../../lib/api-client.ts';
import { ADMIN_KEY } from './admin-list.ts';

export const ADMIN_TESTIMONIALS_KEY = [...ADMIN_KEY, 'testimonials'] as const;

/** Every testimonial, read with POST: the GET form may be a minute old in the browser's cache. */
export function getAdminTestimonials(): Promise<Testimonial[]> {
  return apiPost<Testimonial[]>('/admin/get-testimonial', {});
}

export const adminTestimonialsQuery = queryOptions({
  queryKey: ADMIN_TESTIMONIALS_KEY,
  queryFn: getAdminTestimonials,
});

export function useAdminTestimonials() {
  return useQuery(adminTestimonialsQuery);
}
