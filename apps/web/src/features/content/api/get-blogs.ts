import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Blog } from '@neetmentor/contract';
import { apiGet } from '../../../lib/api-client.ts';

/** The GET form of get-blogs, which the browser may answer from its cache. */
export function getBlogs(): Promise<Blog[]> {
  return apiGet<Blog[]>('/admin/get-blogs');
}

// The same key as the home page's recent blogs, so the list fetched there is reused here.
export const blogsQuery = queryOptions({ queryKey: ['blogs'], queryFn: getBlogs });

export function useBlogs() {
  return useQuery(blogsQuery);
}
