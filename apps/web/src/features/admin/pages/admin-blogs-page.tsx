import { useState } from 'react';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { styled } from '@mui/material/styles';
import { paths, type Blog } from '@neetmentor/contract';
import { ActionNotice, type Notice } from '../../../components/action-notice.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DashboardPageFrame } from '../../../components/dashboard-page-frame.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { Pager } from '../../../components/pager.tsx';
import { useErrorText } from '../../../i18n/error-text.ts';
import { useDialogTarget } from '../../../lib/use-dialog-target.ts';
import { useListAddress } from '../../../lib/use-list-address.ts';
import { useAdminBlogs } from '../api/get-admin-blogs.ts';
import { useRemoveBlog } from '../api/remove-blog.ts';
import { AdminBlogCard } from '../components/admin-blog-card.tsx';
import { BlogForm } from '../components/blog-form.tsx';
import { BlogView } from '../components/blog-view.tsx';

const Grid = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
  '&[aria-busy="true"]': { opacity: 0.55 },
}));

const Toolbar = styled('div')(({ theme }) => ({
  display: 'flex',
  justifyContent: 'flex-end',
  marginBottom: theme.spacing(2),
}));

const Empty = styled('p')(({ theme }) => ({
  margin: 0,
  padding: theme.spacing(5, 2),
  border: `1px dashed ${theme.palette.divider}`,
  borderRadius: 16,
  color: theme.palette.text.secondary,
  textAlign: 'center',
}));

const FormCard = styled('div')(({ theme }) => ({
  maxWidth: 860,
  padding: theme.spacing(2.5, 2),
  background: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 16,
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(4) },
}));

interface BlogToDelete {
  _id: string;
  title: string;
}

/** The grid mode: 8 blogs a page, newest first. */
function BlogGrid({
  onOpen,
  onDelete,
  deleting,
}: {
  onOpen: (id: string) => void;
  onDelete: (blog: Blog) => void;
  deleting: boolean;
}) {
  const { t } = useTranslation('admin');
  const { page, setPage } = useListAddress();
  const blogs = useAdminBlogs(page);
  if (blogs.isPending) return <PageLoading />;
  if (blogs.isError)
    return (
      <LoadFailure what={t('blogs.loadFailed')} error={blogs.error} onRetry={() => void blogs.refetch()} />
    );
  if (blogs.data.data.length === 0) return <Empty>{t('blogs.empty')}</Empty>;
  const { currentPage, totalPages } = blogs.data.pagination;
  return (
    <>
      <Grid aria-busy={blogs.isPlaceholderData}>
        {blogs.data.data.map((blog) => (
          <AdminBlogCard
            key={blog._id}
            blog={blog}
            onOpen={() => onOpen(blog._id)}
            onDelete={() => onDelete(blog)}
            disabled={deleting}
          />
        ))}
      </Grid>
      <Pager
        label={t('blogs.pages')}
        page={blogs.isPlaceholderData ? page : currentPage}
        totalPages={totalPages}
        onPageChange={setPage}
      />
    </>
  );
}

/**
 * /admin-dashboard/blog-post: the three modes of the spec (list, add, single), kept in the address
 * (`?view=add`, `?blog=<id>`) so Back and a reload return to the same one.
 */
export function AdminBlogsPage() {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const [params, setParams] = useSearchParams();
  const remove = useRemoveBlog();
  const dialog = useDialogTarget<BlogToDelete>();
  const [notice, setNotice] = useState<Notice | null>(null);
  const openId = params.get('blog');
  const adding = params.get('view') === 'add';

  function show(next: Record<string, string>) {
    setParams(next);
    window.scrollTo(0, 0);
  }

  function published(blog: Blog) {
    show({ blog: blog._id });
    setNotice({
      severity: 'success',
      text: (
        <>
          {`${t('blogs.published')} `}
          <Link to={paths.singleBlog(blog.slug)}>{t('blogs.seeOnSite')}</Link>
        </>
      ),
    });
  }

  function confirmRemoval(blog: BlogToDelete) {
    setNotice(null);
    remove.mutate(blog._id, {
      onSuccess: () => {
        if (openId) show({});
        setNotice({ severity: 'success', text: t('blogs.deleted', { title: blog.title }) });
      },
      onError: (error) => setNotice({ severity: 'error', text: errorText(error) }),
      onSettled: dialog.close,
    });
  }

  let content;
  if (adding)
    content = (
      <FormCard>
        <BlogForm onPublished={published} onCancel={() => show({})} />
      </FormCard>
    );
  else if (openId)
    content = (
      <BlogView id={openId} onBack={() => show({})} onDelete={dialog.show} deleting={remove.isPending} />
    );
  else
    content = (
      <>
        <Toolbar>
          <Button variant="contained" onClick={() => show({ view: 'add' })}>
            {t('blogs.add')}
          </Button>
        </Toolbar>
        <BlogGrid onOpen={(id) => show({ blog: id })} onDelete={dialog.show} deleting={remove.isPending} />
      </>
    );

  return (
    <DashboardPageFrame
      title={adding ? t('blogs.add') : t('blogs.title')}
      lead={adding ? t('blogs.addLead') : t('blogs.lead')}
    >
      <ActionNotice notice={notice} onClose={() => setNotice(null)} />
      {content}
      <ConfirmDialog
        open={dialog.open}
        title={t('blogs.dialog.title')}
        text={dialog.target ? t('blogs.dialog.text', { title: dialog.target.title }) : ''}
        confirmLabel={t('blogs.delete')}
        pending={remove.isPending}
        onConfirm={() => dialog.target && confirmRemoval(dialog.target)}
        onCancel={dialog.close}
      />
    </DashboardPageFrame>
  );
}
