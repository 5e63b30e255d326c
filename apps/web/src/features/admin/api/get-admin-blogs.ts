import { useQuery } from '@tanstack/react-query';
import type { Blog } from '@neetmentor/contract';
import { adminListQuery, ADMIN_KEY } from './admin-list.ts';

export const ADMIN_BLOGS_KEY = [...ADMIN_KEY, 'blogs'] as const;
/** The pages of the grid, apart from the single blogs: a deleted blog's page must not be asked for again. */
export const ADMIN_BLOG_PAGES_KEY = [...ADMIN_BLOGS_KEY, 'pages'] as const;

/** The admin blog grid: 8 a page, newest first. */
export function adminBlogsQuery(page: number) {
  return adminListQuery<Blog>(ADMIN_BLOG_PAGES_KEY, '/admin/list-blogs', page);
}

export function useAdminBlogs(page: number) {
  return useQuery(adminBlogsQuery(page));
}
