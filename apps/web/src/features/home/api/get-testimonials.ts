import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Testimonial } from '@neetmentor/contract';
import { apiPost } from '../../../lib/api-client.ts';

export function getTestimonials(): Promise<Testimonial[]> {
  return apiPost<Testimonial[]>('/admin/get-testimonial');
}

export const testimonialsQuery = queryOptions({ queryKey: ['testimonials'], queryFn: getTestimonials });

export function useTestimonials() {
  return useQuery(testimonialsQuery);
}
