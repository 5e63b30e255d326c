import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Blog } from '@neetmentor/contract';
import { apiPost } from '../../../lib/api-client.ts';
import { blogsQuery } from '../../../lib/api/get-blogs.ts';
import { ADMIN_BLOG_PAGES_KEY } from './get-admin-blogs.ts';

export interface NewBlog {
  title: string;
  /** The editor's HTML; the server cleans it on save. */
  content: string;
  image: File | null;
}

export function addBlog({ title, content, image }: NewBlog): Promise<Blog> {
  const form = new FormData();
  form.append('title', title);
  form.append('content', content);
  if (image) form.append('image', image);
  return apiPost<Blog>('/admin/add-blog', form);
}

/** Reloads the admin grid and the public blog list this browser may hold. */
export function useAddBlog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addBlog,
    onSuccess: () =>
      Promise.all(
        [ADMIN_BLOG_PAGES_KEY, blogsQuery.queryKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
