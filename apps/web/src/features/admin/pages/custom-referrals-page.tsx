import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  createReferralRequestSchema,
  formatIstDate,
  REFERRAL_CODE_MAX_LENGTH,
  type CustomReferral,
} from '@neetmentor/contract';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { ActionNotice, type Notice } from '../../../components/action-notice.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DashboardPageFrame } from '../../../components/dashboard-page-frame.tsx';
import { SessionTable, type TableColumn } from '../../../components/session-table.tsx';
import { VisuallyHidden } from '../../../components/visually-hidden.tsx';
import { useErrorText } from '../../../i18n/error-text.ts';
import { useLanguage } from '../../../i18n/language.ts';
import { setServerErrors } from '../../../lib/field-errors.ts';
import { useDialogTarget } from '../../../lib/use-dialog-target.ts';
import { useCreateReferral } from '../api/create-referral.ts';
import { useDeleteReferral } from '../api/delete-referral.ts';
import { useReferrals } from '../api/get-referrals.ts';

const FormCard = styled('form')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  alignItems: 'start',
  marginBottom: theme.spacing(3),
  padding: theme.spacing(2.5, 2),
  background: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 16,
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(3) },
  [theme.breakpoints.up('md')]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) auto' },
  '& h2': { gridColumn: '1 / -1', margin: 0, fontSize: '1.125rem', fontWeight: 800 },
}));

const Code = styled('code')({ fontWeight: 700, letterSpacing: '0.04em' });

const DeletedNote = styled('span')(({ theme }) => ({
  color: theme.palette.text.secondary,
  whiteSpace: 'nowrap',
}));

interface CreateReferralFormProps {
  onSending: () => void;
  onCreated: () => void;
}

function CreateReferralForm({ onSending, onCreated }: CreateReferralFormProps) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const create = useCreateReferral();
  const form = useForm({
    resolver: zodResolver(createReferralRequestSchema),
    defaultValues: { name: '', code: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit((referral) => {
    onSending();
    create.mutate(referral, {
      onSuccess: () => {
        form.reset();
        onCreated();
      },
      // The form keeps what was typed, so a taken code can be changed and sent again.
      onError: (error) => {
        if (setServerErrors(form, error).marked === 0) form.setError('root', { message: errorText(error) });
      },
    });
  });

  // The fields are controlled, unlike registered inputs: MUI would keep their labels raised over the
  // fields emptied after a code is created.
  return (
    <FormCard onSubmit={submit} noValidate aria-labelledby="create-referral-title">
      <h2 id="create-referral-title">{t('referrals.form.title')}</h2>
      <FormTextField
        control={form.control}
        name="name"
        label={t('referrals.form.name')}
        hint={t('referrals.form.nameHint')}
        required
        fullWidth
        // In the input's own props: the theme's blank placeholder there would win over a top-level one.
        slotProps={{ htmlInput: { placeholder: t('referrals.form.namePlaceholder') } }}
      />
      <FormTextField
        control={form.control}
        name="code"
        label={t('referrals.form.code')}
        hint={t('referrals.form.codeHint')}
        required
        fullWidth
        slotProps={{ htmlInput: { maxLength: REFERRAL_CODE_MAX_LENGTH, autoCapitalize: 'characters' } }}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={isSubmitting || create.isPending}
        sx={{ mt: { md: 1 } }}
      >
        {create.isPending ? t('referrals.form.creating') : t('referrals.form.create')}
      </Button>
      {errors.root && (
        <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
          {errors.root.message}
        </Alert>
      )}
    </FormCard>
  );
}

/** /admin-dashboard/custom-referrals (All Custom Referrals): codes for partner organisations and what they brought. */
export function CustomReferralsPage() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const errorText = useErrorText();
  const referrals = useReferrals();
  const remove = useDeleteReferral();
  const dialog = useDialogTarget<CustomReferral>();
  const [notice, setNotice] = useState<Notice | null>(null);

  function confirmRemoval(referral: CustomReferral) {
    setNotice(null);
    remove.mutate(referral._id, {
      onSuccess: () => setNotice({ severity: 'success', text: t('referrals.deleted') }),
      onError: (error) => setNotice({ severity: 'error', text: errorText(error) }),
    });
    // The spec closes the dialog at once, whatever the answer; the answer shows above the table.
    dialog.close();
  }

  const columns: TableColumn<CustomReferral>[] = [
    { header: t('referrals.columns.name'), cell: (referral) => referral.name },
    { header: t('referrals.columns.code'), cell: (referral) => <Code>{referral.code}</Code> },
    { header: t('referrals.columns.students'), cell: (referral) => referral.studentsRegistered },
    { header: t('referrals.columns.sessions'), cell: (referral) => referral.studentsCompletedSessions },
    {
      header: t('referrals.columns.actions'),
      actions: true,
      // A deleted code stays listed with its students (they still count); it only stops being accepted.
      cell: (referral) =>
        referral.deletedAt ? (
          <DeletedNote>
            {t('referrals.deletedOn', { day: formatIstDate(referral.deletedAt, language) })}
          </DeletedNote>
        ) : (
          <Button
            variant="outlined"
            color="error"
            size="small"
            disabled={remove.isPending}
            onClick={() => dialog.show(referral)}
          >
            {t('referrals.delete')}{' '}
            <VisuallyHidden>{t('referrals.deleteTarget', { code: referral.code })}</VisuallyHidden>
          </Button>
        ),
    },
  ];

  const list = referrals.data;
  return (
    <DashboardPageFrame title={t('referrals.title')} lead={t('referrals.lead')}>
      <CreateReferralForm
        onSending={() => setNotice(null)}
        onCreated={() => setNotice({ severity: 'success', text: t('referrals.created') })}
      />
      <ActionNotice notice={notice} onClose={() => setNotice(null)} />
      <SessionTable
        caption={t('referrals.caption')}
        columns={columns}
        rowKey={(referral) => referral._id}
        result={
          list && {
            data: list,
            pagination: { currentPage: 1, totalPages: 1, pageSize: Math.max(list.length, 1) },
          }
        }
        loading={referrals.isPending}
        error={referrals.error}
        onRetry={() => void referrals.refetch()}
        stale={referrals.isFetching && !referrals.isPending}
        emptyText={t('referrals.empty')}
        page={1}
        onPageChange={() => undefined}
      />
      <ConfirmDialog
        open={dialog.open}
        title={t('referrals.dialog.title')}
        text={t('referrals.dialog.text')}
        confirmLabel={t('referrals.delete')}
        onConfirm={() => dialog.target && confirmRemoval(dialog.target)}
        onCancel={dialog.close}
      />
    </DashboardPageFrame>
  );
}
