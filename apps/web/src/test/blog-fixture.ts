import { blogPreview, type Blog, type BlogSummary } from '@neetmentor/contract';

export function blog(overrides: Partial<Blog> = {}): Blog {
  return {
    _id: 'b-1',
    slug: 'how-to-revise-biology',
    title: 'How to revise Biology',
    content: '<p>Short and <strong>sweet</strong>.</p>',
    image: '/uploads/blogs/biology.webp',
    createdAt: '2025-01-10T10:00:00.000Z',
    ...overrides,
  };
}

/** The same blog as the public list carries it: its opening, cut as the server cuts it. */
export function blogSummary(overrides: Partial<Blog> = {}): BlogSummary {
  const { content, ...rest } = blog(overrides);
  return { ...rest, preview: blogPreview(content) };
}
