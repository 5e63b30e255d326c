import type { Blog } from '@neetmentor/contract';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The blog a card handed over in the navigation state (`{ blog }`), if the state really holds one. */
export function readOpenedBlog(state: unknown): Blog | undefined {
  if (!isRecord(state) || !isRecord(state.blog)) return undefined;
  const { blog } = state;
  const text = ['_id', 'slug', 'title', 'content', 'createdAt'] as const;
  if (!text.every((key) => typeof blog[key] === 'string')) return undefined;
  if (blog.image !== null && typeof blog.image !== 'string') return undefined;
  return blog as unknown as Blog;
}
