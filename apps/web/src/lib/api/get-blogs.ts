import { queryOptions, useQuery } from '@tanstack/react-query';
import { pageQueryKeys, type BlogSummary } from '@neetmentor/contract';
import { apiGet } from '../api-client.ts';

/** The GET form of get-blogs (each blog's opening, not its article), which the browser may answer from its cache. */
export function getBlogs(): Promise<BlogSummary[]> {
  return apiGet<BlogSummary[]>('/admin/get-blogs');
}

/** Every blog, newest first: one list in the cache for the home page, the blogs page and the admin's. */
export const blogsQuery = queryOptions({ queryKey: pageQueryKeys.blogs(), queryFn: getBlogs });

export function useBlogs() {
  return useQuery(blogsQuery);
}
