import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { blogsQuery } from '../../../lib/api/get-blogs.ts';
import { ADMIN_BLOG_PAGES_KEY } from './get-admin-blogs.ts';

export function removeBlog(id: string): Promise<null> {
  return apiPost<null>('/admin/remove-blog', { id });
}

export function useRemoveBlog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeBlog,
    onSettled: () =>
      Promise.all(
        [ADMIN_BLOG_PAGES_KEY, blogsQuery.queryKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
