import { queryOptions, useQuery } from '@tanstack/react-query';
import { pageQueryKeys, type Blog } from '@neetmentor/contract';
import { apiGet } from '../../../lib/api-client.ts';
import { nullWhenMissing } from '../../../lib/missing-answer.ts';

/** One blog by slug (or id), through the cacheable GET form; a missing blog is `null` (`nullWhenMissing`). */
export function getBlog(slug: string): Promise<Blog | null> {
  return nullWhenMissing(apiGet<Blog>(`/admin/get-single-blog/${encodeURIComponent(slug)}`));
}

/**
 * `opened` is the blog handed over in the navigation state by the card that was clicked: shown at once,
 * with no request. A refresh or a shared link has no state, so the blog is loaded by its slug.
 */
export function blogQuery(slug: string, opened: Blog | undefined) {
  return queryOptions<Blog | null>({
    queryKey: pageQueryKeys.blog(slug),
    queryFn: () => getBlog(slug),
    initialData: opened,
    enabled: slug !== '',
  });
}

export function useBlog(slug: string, opened: Blog | undefined) {
  return useQuery(blogQuery(slug, opened));
}
