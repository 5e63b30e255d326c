import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { styled } from '@mui/material/styles';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatIstDateTime, formatRupeeAmount, type MentorSession } from '@neetmentor/contract';
import { ImagePicker } from '../../../components/image-picker.tsx';
import { hasErrorCode } from '../../../lib/api-client.ts';
import { setServerErrors } from '../../../lib/field-errors.ts';
import { useProofForm } from '../../../lib/use-proof-form.ts';
import { useOneAtATime } from '../../../lib/use-one-at-a-time.ts';
import { useCompleteSession } from '../api/complete-session.ts';
import { studentName } from './student-cell.tsx';
import { useErrorText } from '../../../i18n/error-text.ts';
import { useLanguage } from '../../../i18n/language.ts';

const Facts = styled('dl')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: theme.spacing(0.75, 2),
  margin: theme.spacing(0, 0, 2),
  '& dt': { color: theme.palette.text.secondary, fontWeight: 600 },
  '& dd': { margin: 0, fontWeight: 600 },
}));

const Text = styled('p')(({ theme }) => ({
  margin: theme.spacing(0, 0, 2),
  color: theme.palette.text.secondary,
}));

interface CompleteSessionDialogProps {
  /** The session being completed; the dialog is open while there is one. */
  session: MentorSession | null;
  onClose: () => void;
  onCompleted: (session: MentorSession) => void;
}

/** "Mark complete" with a proof image (spec part 2 §4, §5): images only, with a preview. */
export function CompleteSessionDialog({ session, onClose, onCompleted }: CompleteSessionDialogProps) {
  const { t } = useTranslation('mentor');
  const titleId = useId();
  const completion = useCompleteSession();
  const pending = completion.isPending;
  // The form stays on screen while the dialog fades out, and goes once it has: the next opening, of this
  // session or another, starts empty.
  const [shown, setShown] = useState(session);
  if (session && session !== shown) setShown(session);
  return (
    <Dialog
      open={session !== null}
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      // Completed, the session's row (and the button that opened this) leaves the table: the page's notice
      // takes the focus, which going back to the departed button would lose to the page's start.
      disableRestoreFocus={completion.isSuccess}
      slotProps={{
        transition: {
          onExited: () => {
            setShown(null);
            completion.reset();
          },
        },
      }}
    >
      <DialogTitle id={titleId}>{t('sessions.completeDialog.title')}</DialogTitle>
      {shown && (
        <CompleteSessionForm
          key={shown._id}
          session={shown}
          completion={completion}
          onCancel={onClose}
          onCompleted={onCompleted}
        />
      )}
    </Dialog>
  );
}

interface CompleteSessionFormProps {
  session: MentorSession;
  completion: ReturnType<typeof useCompleteSession>;
  onCancel: () => void;
  onCompleted: (session: MentorSession) => void;
}

function CompleteSessionForm({ session, completion, onCancel, onCompleted }: CompleteSessionFormProps) {
  const { t } = useTranslation('mentor');
  const language = useLanguage();
  const errorText = useErrorText();
  // Both people joined through the join address: that is the evidence, and a picture is optional.
  const bothJoined =
    session.call.joins.studentJoinedAt !== null && session.call.joins.mentorJoinedAt !== null;
  const form = useProofForm({ optional: bothJoined });
  const { errors, isSubmitting } = form.formState;
  const pending = completion.isPending;
  const oneAtATime = useOneAtATime();

  const submit = form.handleSubmit(({ proof }) =>
    oneAtATime.run((settle) =>
      completion.mutate(
        { requestId: session._id, proof },
        {
          onSettled: settle,
          onSuccess: () => onCompleted(session),
          onError: (error) => {
            if (hasErrorCode(error, 'VALIDATION_FAILED'))
              form.setError('proof', { type: 'request', message: errorText(error) });
            else if (setServerErrors(form, error, 'proof').marked === 0)
              form.setError('root', {
                type: hasErrorCode(error, 'SESSION_LOCKED') ? 'locked' : 'server',
                message: errorText(error),
              });
          },
        },
      ),
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <DialogContent sx={{ pt: 0 }}>
        <Facts>
          <dt>{t('shared.student')}</dt>
          <dd>{studentName(session.student)}</dd>
          <dt>{t('shared.package')}</dt>
          <dd>{session.package.packageName}</dd>
          {session.scheduledAt && (
            <>
              <dt>{t('sessions.completeDialog.agreedTime')}</dt>
              <dd>
                <time dateTime={session.scheduledAt}>{formatIstDateTime(session.scheduledAt, language)}</time>
              </dd>
            </>
          )}
        </Facts>
        <Text>
          {t('sessions.completeDialog.text', { amount: formatRupeeAmount(session.earning, language) })}
        </Text>
        {bothJoined && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('sessions.completeDialog.bothJoined')}
          </Alert>
        )}
        <Controller
          control={form.control}
          name="proof"
          render={({ field, fieldState }) => (
            <ImagePicker
              label={t('sessions.completeDialog.proofImage')}
              file={field.value}
              onChange={(file) => {
                form.clearErrors('proof');
                field.onChange(file);
              }}
              error={fieldState.error?.message}
            />
          )}
        />
        {errors.root && (
          // A time not yet come (a new one agreed meanwhile, the monthly lock) is a wait, not a fault.
          <Alert severity={errors.root.type === 'locked' ? 'warning' : 'error'} sx={{ mt: 2 }}>
            {errors.root.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onCancel} disabled={pending}>
          {t('sessions.completeDialog.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={isSubmitting || pending}>
          {pending ? t('sessions.completeDialog.sending') : t('sessions.completeDialog.submit')}
        </Button>
      </DialogActions>
    </form>
  );
}
