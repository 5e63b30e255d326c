import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Blog } from '@neetmentor/contract';
import { apiPost } from '../../../lib/api-client.ts';

export function getBlogs(): Promise<Blog[]> {
  return apiPost<Blog[]>('/admin/get-blogs');
}

export const blogsQuery = queryOptions({ queryKey: ['blogs'], queryFn: getBlogs });

export function useBlogs() {
  return useQuery(blogsQuery);
}
