import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { useForm } from 'react-hook-form';
import {
  createReferralRequestSchema,
  formatIstDate,
  REFERRAL_CODE_MAX_LENGTH,
  REFERRAL_CREATED_MESSAGE,
  REFERRAL_DELETED_MESSAGE,
  type CustomReferral,
} from '@neetmentor/contract';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { ActionNotice, type Notice } from '../../../components/action-notice.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DashboardPageFrame } from '../../../components/dashboard-page-frame.tsx';
import { SessionTable, type TableColumn } from '../../../components/session-table.tsx';
import { VisuallyHidden } from '../../../components/visually-hidden.tsx';
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
        if (setServerErrors(form, error).marked === 0) form.setError('root', { message: error.message });
      },
    });
  });

  // The fields are controlled, unlike registered inputs: MUI would keep their labels raised over the
  // fields emptied after a code is created.
  return (
    <FormCard onSubmit={submit} noValidate aria-labelledby="create-referral-title">
      <h2 id="create-referral-title">Create a referral code</h2>
      <FormTextField
        control={form.control}
        name="name"
        label="Name"
        hint="The organisation name."
        required
        fullWidth
        // In the input's own props: the theme's blank placeholder there would win over a top-level one.
        slotProps={{ htmlInput: { placeholder: 'Organisation name' } }}
      />
      <FormTextField
        control={form.control}
        name="code"
        label="Code"
        hint="Letters, digits, - or _; kept in capitals."
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
        {create.isPending ? 'Creating…' : 'Create Referral'}
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
  const referrals = useReferrals();
  const remove = useDeleteReferral();
  const dialog = useDialogTarget<CustomReferral>();
  const [notice, setNotice] = useState<Notice | null>(null);

  function confirmRemoval(referral: CustomReferral) {
    setNotice(null);
    remove.mutate(referral._id, {
      onSuccess: () => setNotice({ severity: 'success', text: REFERRAL_DELETED_MESSAGE }),
      onError: (error) => setNotice({ severity: 'error', text: error.message }),
    });
    // The spec closes the dialog at once, whatever the answer; the answer shows above the table.
    dialog.close();
  }

  const columns: TableColumn<CustomReferral>[] = [
    { header: 'Name', cell: (referral) => referral.name },
    { header: 'Code', cell: (referral) => <Code>{referral.code}</Code> },
    { header: 'Students Registered', cell: (referral) => referral.studentsRegistered },
    { header: 'Sessions Completed', cell: (referral) => referral.studentsCompletedSessions },
    {
      header: 'Actions',
      actions: true,
      // A deleted code stays listed with its students (they still count); it only stops being accepted.
      cell: (referral) =>
        referral.deletedAt ? (
          <DeletedNote>{`Deleted on ${formatIstDate(referral.deletedAt)}`}</DeletedNote>
        ) : (
          <Button
            variant="outlined"
            color="error"
            size="small"
            disabled={remove.isPending}
            onClick={() => dialog.show(referral)}
          >
            Delete <VisuallyHidden>{`the code ${referral.code}`}</VisuallyHidden>
          </Button>
        ),
    },
  ];

  const list = referrals.data;
  return (
    <DashboardPageFrame
      title="All Custom Referrals"
      lead="Codes for schools, coaching centres and other partners. Students enter one when they sign up; the table counts them and the sessions they complete. A deleted code is no longer accepted and stays listed with its students."
    >
      <CreateReferralForm
        onSending={() => setNotice(null)}
        onCreated={() => setNotice({ severity: 'success', text: REFERRAL_CREATED_MESSAGE })}
      />
      <ActionNotice notice={notice} onClose={() => setNotice(null)} />
      <SessionTable
        caption="Custom referral codes"
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
        emptyText="No referral codes yet."
        page={1}
        onPageChange={() => undefined}
      />
      <ConfirmDialog
        open={dialog.open}
        title="Confirm Deletion"
        text="Are you sure you want to delete this referral?"
        confirmLabel="Delete"
        onConfirm={() => dialog.target && confirmRemoval(dialog.target)}
        onCancel={dialog.close}
      />
    </DashboardPageFrame>
  );
}
