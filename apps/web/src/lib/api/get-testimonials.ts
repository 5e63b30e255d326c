import { queryOptions, useQuery } from '@tanstack/react-query';
import { pageQueryKeys, type Testimonial } from '@neetmentor/contract';
import { apiGet } from '../api-client.ts';

/** The GET form of get-testimonial, which the browser may answer from its cache. */
export function getTestimonials(): Promise<Testimonial[]> {
  return apiGet<Testimonial[]>('/admin/get-testimonial');
}

export const testimonialsQuery = queryOptions({
  queryKey: pageQueryKeys.testimonials(),
  queryFn: getTestimonials,
});

export function useTestimonials() {
  return useQuery(testimonialsQuery);
}
