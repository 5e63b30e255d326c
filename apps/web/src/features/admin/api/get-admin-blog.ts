import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Blog } from '@neetmentor/contract';
import { apiPost } from '../../../lib/api-client.ts';
import { ADMIN_BLOGS_KEY } from './get-admin-blogs.ts';

/** One blog by id, read with POST: the GET form may be a minute old in the browser's cache. */
export function getAdminBlog(id: string): Promise<Blog> {
  return apiPost<Blog>(`/admin/get-single-blog/${encodeURIComponent(id)}`, {});
}

export function adminBlogQuery(id: string) {
  return queryOptions({ queryKey: [...ADMIN_BLOGS_KEY, 'one', id], queryFn: () => getAdminBlog(id) });
}

export function useAdminBlog(id: string) {
  return useQuery(adminBlogQuery(id));
}
