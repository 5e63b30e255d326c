import type { Blog, BlogSummary } from '@neetmentor/contract';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The blog a card handed over in the navigation state (`{ blog }`), if the state really holds one: a
 * whole blog (shown at once) or a list's summary (whose slug is loaded: a list carries no articles).
 */
export function readOpenedBlog(state: unknown): Blog | BlogSummary | undefined {
  if (!isRecord(state) || !isRecord(state.blog)) return undefined;
  const { blog } = state;
  const text = ['_id', 'slug', 'title', 'createdAt'] as const;
  if (!text.every((key) => typeof blog[key] === 'string')) return undefined;
  if (blog.image !== null && typeof blog.image !== 'string') return undefined;
  if (typeof blog.content === 'string') return blog as unknown as Blog;
  if (typeof blog.preview === 'string') return blog as unknown as BlogSummary;
  return undefined;
}

/** Whether a handed-over blog carries its article. */
export function isWholeBlog(blog: Blog | BlogSummary): blog is Blog {
  return 'content' in blog;
}
