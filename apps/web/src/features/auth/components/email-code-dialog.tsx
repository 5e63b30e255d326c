import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { UserType } from '@neetmentor/contract';
import { registerField, TextField } from '../../../components/text-field.tsx';
import { useErrorText } from '../../../i18n/error-text.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { deleteUnverifiedAccount } from '../api/delete-unverified-account.ts';
import { resendCode } from '../api/resend-code.ts';
import { verifyEmail } from '../api/verify-email.ts';
import { preloadPublicFormChecks, publicFormResolver } from '../../../lib/public-form-resolver.ts';

export const CODE_RESENT_MESSAGE = 'OTP resent successfully';

interface EmailCodeDialogProps {
  open: boolean;
  role: UserType;
  /** The id create-account answered with; resending needs it. */
  accountId: string;
  email: string;
  /** Runs after a successful verification; the dialog keeps waiting while it does (a mentor's upload). */
  onVerified: () => Promise<void> | void;
  /** Runs after the unverified sign-up was deleted on Cancel. */
  onCancelled: () => void;
}

/**
 * The e-mail code step of both sign-ups (spec part 1 §4, §8): a free-text code, Verify, Resend and
 * Cancel. Errors and the resend confirmation show inside the dialog for 4 seconds.
 */
export function EmailCodeDialog({
  open,
  role,
  accountId,
  email,
  onVerified,
  onCancelled,
}: EmailCodeDialogProps) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const titleId = useId();
  const form = useForm({ resolver: publicFormResolver('emailCode'), defaultValues: { otp: '' } });
  const [busy, setBusy] = useState<'verify' | 'resend' | 'cancel' | null>(null);
  const notice = useTimedMessage();

  async function verify({ otp }: { otp: string }) {
    setBusy('verify');
    try {
      await verifyEmail(role, email, otp);
    } catch (error) {
      notice.show(errorText(error), 'error');
      setBusy(null);
      return;
    }
    notice.clear();
    try {
      await onVerified();
    } finally {
      setBusy(null);
    }
  }

  async function resend() {
    setBusy('resend');
    try {
      await resendCode(role, accountId);
      notice.show(t('emailCode.resent'), 'success');
    } catch (error) {
      // The spec only logs this; the 429 answer says when to try again, which the user needs to know.
      console.error('Resending the code failed', error);
      notice.show(errorText(error), 'error');
    } finally {
      setBusy(null);
    }
  }

  async function cancel() {
    setBusy('cancel');
    try {
      await deleteUnverifiedAccount(role, email);
    } catch (error) {
      // Left-over unverified sign-ups are purged by the server after a day, and a new sign-up replaces them.
      console.error('Removing the unverified sign-up failed', error);
    }
    setBusy(null);
    form.reset();
    notice.clear();
    onCancelled();
  }

  return (
    <Dialog open={open} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onFocus={() => void preloadPublicFormChecks()} onSubmit={form.handleSubmit(verify)} noValidate>
        <DialogTitle id={titleId}>{t('emailCode.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            <Trans t={t} i18nKey="emailCode.sentTo" values={{ email }} components={{ strong: <strong /> }} />
          </DialogContentText>
          <TextField
            label={t('fields.verificationCode')}
            {...registerField(form, 'otp')}
            fullWidth
            autoFocus
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code' } }}
          />
          <div role="status" style={{ minHeight: 56, marginTop: 12 }}>
            {notice.message && (
              <Alert severity={notice.message.tone} role="none">
                {notice.message.text}
              </Alert>
            )}
          </div>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={() => void cancel()} disabled={busy !== null} color="inherit">
            {t('emailCode.cancel')}
          </Button>
          <Button onClick={() => void resend()} disabled={busy !== null}>
            {busy === 'resend' ? t('emailCode.sending') : t('emailCode.resend')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy !== null}>
            {busy === 'verify' ? t('emailCode.verifying') : t('emailCode.verify')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
