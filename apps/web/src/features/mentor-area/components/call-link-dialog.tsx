import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { setCallLinkRequestSchema, type MentorSession } from '@neetmentor/contract';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { useErrorText } from '../../../i18n/error-text.ts';
import { setServerErrors } from '../../../lib/field-errors.ts';
import { useOneAtATime } from '../../../lib/use-one-at-a-time.ts';
import { useSetCallLink } from '../api/set-call-link.ts';
import { studentName } from './student-cell.tsx';

interface CallLinkDialogProps {
  /** The session whose call link is set; the dialog is open while there is one. */
  session: MentorSession | null;
  onClose: () => void;
  onSaved: (session: MentorSession) => void;
}

/** Add or change a session's video-call link: Google Meet, Zoom, Jitsi or any https address. */
export function CallLinkDialog({ session, onClose, onSaved }: CallLinkDialogProps) {
  const { t } = useTranslation('mentor');
  const titleId = useId();
  const saving = useSetCallLink();
  // The form stays on screen while the dialog fades out; the next opening starts from its session's link.
  const [shown, setShown] = useState(session);
  if (session && session !== shown) setShown(session);
  return (
    <Dialog
      open={session !== null}
      onClose={saving.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      slotProps={{
        transition: {
          onExited: () => {
            setShown(null);
            saving.reset();
          },
        },
      }}
    >
      <DialogTitle id={titleId}>{t('sessions.callLink.title')}</DialogTitle>
      {shown && (
        <CallLinkForm key={shown._id} session={shown} saving={saving} onCancel={onClose} onSaved={onSaved} />
      )}
    </Dialog>
  );
}

interface CallLinkFormProps {
  session: MentorSession;
  saving: ReturnType<typeof useSetCallLink>;
  onCancel: () => void;
  onSaved: (session: MentorSession) => void;
}

function CallLinkForm({ session, saving, onCancel, onSaved }: CallLinkFormProps) {
  const { t } = useTranslation('mentor');
  const errorText = useErrorText();
  const oneAtATime = useOneAtATime();
  const form = useForm({
    resolver: zodResolver(setCallLinkRequestSchema),
    defaultValues: { callUrl: session.callUrl ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  const pending = saving.isPending;

  const submit = form.handleSubmit(({ callUrl }) =>
    oneAtATime.run((settle) =>
      saving.mutate(
        { sessionId: session._id, callUrl },
        {
          onSettled: settle,
          onSuccess: () => onSaved(session),
          onError: (error) => {
            if (setServerErrors(form, error).marked === 0)
              form.setError('root', { message: errorText(error) });
          },
        },
      ),
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <DialogContent sx={{ pt: 0 }}>
        <DialogContentText sx={{ mb: 2 }}>
          {t('sessions.callLink.text', { name: studentName(session.student) })}
        </DialogContentText>
        <FormTextField
          control={form.control}
          name="callUrl"
          label={t('sessions.callLink.label')}
          hint={t('sessions.callLink.hint')}
          type="url"
          inputMode="url"
          autoComplete="off"
          autoFocus
          fullWidth
          required
        />
        {errors.root && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errors.root.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onCancel} disabled={pending}>
          {t('sessions.callLink.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={isSubmitting || pending}>
          {pending ? t('sessions.callLink.saving') : t('sessions.callLink.save')}
        </Button>
      </DialogActions>
    </form>
  );
}
