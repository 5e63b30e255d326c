import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { styled } from '@mui/material/styles';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ADMIN_UPDATE_MAX_LENGTH,
  addUpdateRequestSchema,
  formatCount,
  formatIstDateTime,
  type AdminUpdate,
} from '@neetmentor/contract';
import { ActionNotice, type Notice } from '../../../components/action-notice.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DashboardPageFrame } from '../../../components/dashboard-page-frame.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { Pager } from '../../../components/pager.tsx';
import { useErrorText } from '../../../i18n/error-text.ts';
import { useValidationText } from '../../../i18n/validation-text.ts';
import { useLanguage } from '../../../i18n/language.ts';
import { setServerErrors } from '../../../lib/field-errors.ts';
import { useDialogTarget } from '../../../lib/use-dialog-target.ts';
import { useListAddress } from '../../../lib/use-list-address.ts';
import { useAddUpdate } from '../api/add-update.ts';
import { useDeleteUpdate } from '../api/delete-update.ts';
import { useAdminUpdates } from '../api/get-admin-updates.ts';

const Layout = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(3),
  alignItems: 'start',
  // A column never grows past the screen for a long word or the pager.
  gridTemplateColumns: 'minmax(0, 1fr)',
  [theme.breakpoints.up('lg')]: { gridTemplateColumns: '380px minmax(0, 1fr)' },
}));

const Card = styled('section')(({ theme }) => ({
  padding: theme.spacing(2.5, 2),
  background: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 16,
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(3) },
  '& h2': { margin: theme.spacing(0, 0, 2), fontSize: '1.125rem', fontWeight: 800 },
}));

/**
 * On a phone the posted updates go without the card's frame (each update has its own): the frame's padding
 * would leave the pager under them less room than it needs on a 390 px screen.
 */
const FeedCard = styled(Card)(({ theme }) => ({
  [theme.breakpoints.down('sm')]: { padding: 0, border: 0, background: 'transparent' },
}));

const Feed = styled('ol')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1.5),
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '&[aria-busy="true"]': { opacity: 0.55 },
}));

const Item = styled('li')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1),
  padding: theme.spacing(2),
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 12,
  '& p': { margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' },
}));

const ItemFoot = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.spacing(1),
  color: theme.palette.text.secondary,
  fontSize: '0.875rem',
}));

const Empty = styled('p')(({ theme }) => ({ margin: 0, color: theme.palette.text.secondary }));

function ComposeForm({ onPosted }: { onPosted: () => void }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const errorText = useErrorText();
  const validationText = useValidationText();
  const form = useForm({
    resolver: zodResolver(addUpdateRequestSchema.pick({ message: true })),
    defaultValues: { message: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const add = useAddUpdate();

  const submit = form.handleSubmit(({ message }) =>
    add.mutate(message, {
      onSuccess: () => {
        form.reset();
        onPosted();
      },
      onError: (error) => {
        if (setServerErrors(form, error).marked === 0) form.setError('root', { message: errorText(error) });
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('updates.form.label')}>
      <Stack spacing={2}>
        <Controller
          control={form.control}
          name="message"
          // Controlled, unlike a registered input: MUI would keep the label raised over the emptied field.
          render={({ field: { ref, ...field }, fieldState }) => (
            <TextField
              {...field}
              inputRef={ref}
              label={t('updates.form.field')}
              multiline
              minRows={5}
              fullWidth
              error={fieldState.invalid}
              helperText={
                fieldState.error?.message
                  ? validationText(fieldState.error.message)
                  : t('updates.form.characters', {
                      count: formatCount(field.value.length, language),
                      max: formatCount(ADMIN_UPDATE_MAX_LENGTH, language),
                    })
              }
              slotProps={{ htmlInput: { maxLength: ADMIN_UPDATE_MAX_LENGTH } }}
            />
          )}
        />
        {errors.root && <Alert severity="error">{errors.root.message}</Alert>}
        <Button
          type="submit"
          variant="contained"
          disabled={isSubmitting || add.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          {add.isPending ? t('updates.form.posting') : t('updates.form.post')}
        </Button>
      </Stack>
    </form>
  );
}

/** /admin-dashboard/admin-updates: compose an update for every mentor, and the updates posted (5 a page). */
export function AdminUpdatesPage() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const errorText = useErrorText();
  const { page, setPage } = useListAddress();
  const updates = useAdminUpdates(page);
  const remove = useDeleteUpdate();
  const dialog = useDialogTarget<AdminUpdate>();
  const [notice, setNotice] = useState<Notice | null>(null);

  function confirmRemoval(update: AdminUpdate) {
    setNotice(null);
    remove.mutate(update._id, {
      onSuccess: () => setNotice({ severity: 'success', text: t('updates.deleted') }),
      onError: (error) => setNotice({ severity: 'error', text: errorText(error) }),
      onSettled: dialog.close,
    });
  }

  let feed;
  if (updates.isPending) feed = <PageLoading />;
  else if (updates.isError)
    feed = (
      <LoadFailure
        what={t('updates.loadFailed')}
        error={updates.error}
        onRetry={() => void updates.refetch()}
      />
    );
  else if (!updates.data || updates.data.updates.length === 0) feed = <Empty>{t('updates.empty')}</Empty>;
  else
    feed = (
      <>
        <Feed aria-busy={updates.isPlaceholderData}>
          {updates.data.updates.map((update) => (
            <Item key={update._id}>
              <p>{update.content}</p>
              <ItemFoot>
                <time dateTime={update.date}>{formatIstDateTime(update.date, language)}</time>
                <Button
                  size="small"
                  color="error"
                  disabled={remove.isPending}
                  onClick={() => dialog.show(update)}
                  aria-label={t('updates.deleteLabel', { when: formatIstDateTime(update.date, language) })}
                >
                  {t('updates.delete')}
                </Button>
              </ItemFoot>
            </Item>
          ))}
        </Feed>
        <Pager
          label={t('updates.pages')}
          page={updates.isPlaceholderData ? page : updates.data.pagination.currentPage}
          totalPages={updates.data.pagination.totalPages}
          onPageChange={setPage}
        />
      </>
    );

  return (
    <DashboardPageFrame title={t('updates.title')} lead={t('updates.lead')}>
      <ActionNotice notice={notice} onClose={() => setNotice(null)} />
      <Layout>
        <Card aria-labelledby="compose-title">
          <h2 id="compose-title">{t('updates.compose')}</h2>
          <ComposeForm
            onPosted={() => {
              setPage(1);
              setNotice({ severity: 'success', text: t('updates.posted') });
            }}
          />
        </Card>
        <FeedCard aria-labelledby="posted-title">
          <h2 id="posted-title">{t('updates.postedTitle')}</h2>
          {feed}
        </FeedCard>
      </Layout>
      <ConfirmDialog
        open={dialog.open}
        title={t('updates.dialog.title')}
        text={t('updates.dialog.text')}
        confirmLabel={t('updates.delete')}
        pending={remove.isPending}
        onConfirm={() => dialog.target && confirmRemoval(dialog.target)}
        onCancel={dialog.close}
      />
    </DashboardPageFrame>
  );
}
