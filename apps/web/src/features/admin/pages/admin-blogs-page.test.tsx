import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Blog, SiteLanguage } from '@neetmentor/contract';
import { formFields, jsonBody, stubApi } from '../../../test/admin-api.ts';
import { adminPage } from '../../../test/admin-fixtures.ts';
import { blog as blogFixture } from '../../../test/blog-fixture.ts';
import { renderAsAdmin } from '../../../test/render-as-admin.tsx';
import { envelopeResponse } from '../../../test/render.tsx';
import { clearStorages } from '../../../test/session.ts';
import { AdminBlogsPage } from './admin-blogs-page.tsx';

vi.mock(
  '../../../components/rich-text-editor.tsx',
  () => import('../../../test/rich-text-editor-stand-in.tsx'),
);

function blog(index: number, overrides: Partial<Blog> = {}): Blog {
  return blogFixture({
    _id: `bl-${index}`,
    slug: `blog-${index}`,
    title: `Blog number ${index}`,
    ...overrides,
  });
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderBlogs(route = '/admin-dashboard/blog-post', language: SiteLanguage = 'en') {
  renderAsAdmin(
    <>
      <Routes>
        <Route path="/admin-dashboard/blog-post" element={<AdminBlogsPage />} />
      </Routes>
      <Where />
    </>,
    route,
    language,
  );
}

describe('AdminBlogsPage', () => {
  afterEach(clearStorages);

  it('shows the grid, 8 a page with the pager', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      '/admin/list-blogs': ({ query }) => {
        const page = Number(query.get('page'));
        return adminPage(
          Array.from({ length: page === 1 ? 8 : 2 }, (_, index) => blog((page - 1) * 8 + index + 1)),
          page,
          2,
          8,
        );
      },
    });
    renderBlogs();

    expect(await screen.findAllByRole('article')).toHaveLength(8);
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(screen.getByRole('heading', { name: 'Blog number 9' })).toBeTruthy();
    expect(api.callsTo('/admin/list-blogs').at(-1)?.query.get('page')).toBe('2');
  });

  it('adds a blog: the title and the content are required, then it is published and opened', async () => {
    const user = userEvent.setup();
    const published = blog(20, { title: 'How to plan revision', content: '<p>Start early.</p>' });
    const api = stubApi({
      '/admin/list-blogs': () => adminPage([blog(1)], 1, 1, 8),
      '/admin/add-blog': () => published,
      '/admin/get-single-blog/bl-20': () => published,
    });
    renderBlogs();

    await user.click(await screen.findByRole('button', { name: 'Add Blogs' }));
    expect(screen.getByTestId('where').textContent).toBe('/admin-dashboard/blog-post?view=add');
    await user.click(await screen.findByRole('button', { name: 'Publish blog' }));
    expect(screen.getByText('The title is required.')).toBeTruthy();
    expect(await screen.findByText('The content is required.')).toBeTruthy();
    expect(api.callsTo('/admin/add-blog')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'How to plan revision');
    await user.type(await screen.findByRole('textbox', { name: 'Content' }), 'Start early.');
    await user.upload(
      screen.getByLabelText('Cover image'),
      new File([new Uint8Array([137, 80, 78, 71])], 'cover.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Publish blog' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'How to plan revision' })).toBeTruthy();
    expect(formFields(api.callsTo('/admin/add-blog')[0])).toEqual({
      title: 'How to plan revision',
      content: '<p>Start early.</p>',
      image: 'file:cover.png',
    });
    expect(screen.getByTestId('where').textContent).toBe('/admin-dashboard/blog-post?blog=bl-20');
    expect(screen.getByRole('link', { name: 'See it on the site' }).getAttribute('href')).toBe(
      '/single-blog/blog-20',
    );
  });

  it('says in Hindi on a Hindi page that the title and the content are required', async () => {
    const user = userEvent.setup();
    const api = stubApi({ '/admin/list-blogs': () => adminPage([blog(1)], 1, 1, 8) });
    renderBlogs('/admin-dashboard/blog-post?view=add', 'hi');

    await user.click(await screen.findByRole('button', { name: 'ब्लॉग पब्लिश करें' }));
    expect(await screen.findByText('टाइटल ज़रूरी है।')).toBeTruthy();
    expect(await screen.findByText('कंटेंट ज़रूरी है।')).toBeTruthy();
    expect(screen.queryByText('The title is required.')).toBeNull();
    expect(api.callsTo('/admin/add-blog')).toHaveLength(0);
  });

  it('shows the server’s message for a refused picture under the picture', async () => {
    const user = userEvent.setup();
    stubApi({
      '/admin/add-blog': () =>
        envelopeResponse(null, 415, 'Please upload a JPEG, PNG or WebP image.', 'UNSUPPORTED_MEDIA_TYPE'),
    });
    renderBlogs('/admin-dashboard/blog-post?view=add');

    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'A title');
    await user.type(await screen.findByRole('textbox', { name: 'Content' }), 'Some text');
    await user.upload(
      screen.getByLabelText('Cover image'),
      new File([new Uint8Array([137, 80, 78, 71])], 'cover.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Publish blog' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please upload a JPEG, PNG or WebP image.');
  });

  it('opens a blog as rich text and deletes it after the confirmation, back to the grid', async () => {
    const user = userEvent.setup();
    let blogs = [blog(1, { content: '<h2>Plan</h2><p>Read <strong>NCERT</strong>.</p>' })];
    const api = stubApi({
      '/admin/list-blogs': () => adminPage(blogs, 1, 1, 8),
      '/admin/get-single-blog/bl-1': () => blogs[0],
      '/admin/remove-blog': () => {
        blogs = [];
        return null;
      },
    });
    renderBlogs();

    // The grid repeats Read and Delete on every card: each names its blog.
    expect(await screen.findByRole('button', { name: 'Delete Blog number 1' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Read Blog number 1' }));
    const article = await screen.findByRole('article', { name: 'Blog number 1' });
    expect(within(article).getByRole('heading', { name: 'Plan' })).toBeTruthy();
    expect(article.querySelector('strong')?.textContent).toBe('NCERT');

    await user.click(screen.getByRole('button', { name: 'Delete this blog' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete blog' });
    expect(dialog.textContent).toContain('Delete “Blog number 1”?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('“Blog number 1” is deleted.')).toBeTruthy();
    expect(jsonBody(api.callsTo('/admin/remove-blog')[0])).toEqual({ id: 'bl-1' });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/admin-dashboard/blog-post'));
    expect(await screen.findByText('No blogs yet. Add the first one.')).toBeTruthy();
  });

  it('says when an opened blog no longer exists', async () => {
    stubApi({
      '/admin/get-single-blog/gone': () => envelopeResponse(null, 404, 'Blog not found', 'NOT_FOUND'),
    });
    renderBlogs('/admin-dashboard/blog-post?blog=gone');
    expect(await screen.findByText('This blog does not exist any more.')).toBeTruthy();
  });
});
