import { useId, useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  DECLINE_REASON_MAX_LENGTH,
  DECLINE_REASONS,
  formatCount,
  formatRupeeAmount,
  type MentorSession,
  type SiteLanguage,
} from '@neetmentor/contract';
import { useErrorText } from '../../../i18n/error-text.ts';
import { useValidationText } from '../../../i18n/validation-text.ts';
import { useLanguage } from '../../../i18n/language.ts';
import { hasErrorCode } from '../../../lib/api-client.ts';
import { useOneAtATime } from '../../../lib/use-one-at-a-time.ts';
import { useDeclineSessionRequest } from '../api/decline-session-request.ts';
import { studentName } from './student-cell.tsx';

const NO_REASON = 'none';
const OTHER_REASON = 'other';

/** The reasons offered, in the page's language; what is sent (and the student reads) is the English one. */
const REASON_KEYS = {
  'Not available at the needed time': 'notAvailable',
  'Outside my expertise': 'outsideExpertise',
  'Too many sessions right now': 'tooManySessions',
} as const satisfies Record<(typeof DECLINE_REASONS)[number], string>;

/** The option picked and, for "Other", the mentor's own words; what is sent is the one reason or none. */
function declineFormSchema(t: TFunction<'mentor'>, language: SiteLanguage) {
  return z
    .object({
      choice: z.string(),
      other: z
        .string()
        .trim()
        .max(
          DECLINE_REASON_MAX_LENGTH,
          t('requests.declineDialog.tooLong', { max: formatCount(DECLINE_REASON_MAX_LENGTH, language) }),
        ),
    })
    .refine((values) => values.choice !== OTHER_REASON || values.other.length > 0, {
      path: ['other'],
      message: t('requests.declineDialog.reasonRequired'),
    })
    .transform(({ choice, other }) => {
      if (choice === OTHER_REASON) return other;
      return choice === NO_REASON ? undefined : choice;
    });
}

interface DeclineRequestDialogProps {
  /** The request being declined; the dialog is open while there is one. */
  session: MentorSession | null;
  onClose: () => void;
  onDeclined: (session: MentorSession) => void;
  /** The request moved on meanwhile (accepted elsewhere, ran out): the server's words. */
  onGone: (message: string) => void;
}

/**
 * "Decline" on a request (product rules §7): an optional reason, picked from a short list or typed, which
 * the student is told; a paid request is refunded in full.
 */
export function DeclineRequestDialog({ session, onClose, onDeclined, onGone }: DeclineRequestDialogProps) {
  const { t } = useTranslation('mentor');
  const titleId = useId();
  const decline = useDeclineSessionRequest();
  // The form stays on screen while the dialog fades out; the next opening starts empty.
  const [shown, setShown] = useState(session);
  if (session && session !== shown) setShown(session);
  return (
    <Dialog
      open={session !== null}
      onClose={decline.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      // Declined, the row (and the button that opened this) leaves the table: the page's notice takes focus.
      disableRestoreFocus={decline.isSuccess}
      slotProps={{
        transition: {
          onExited: () => {
            setShown(null);
            decline.reset();
          },
        },
      }}
    >
      <DialogTitle id={titleId}>{t('requests.declineDialog.title')}</DialogTitle>
      {shown && (
        <DeclineForm
          key={shown._id}
          session={shown}
          decline={decline}
          onCancel={onClose}
          onDeclined={onDeclined}
          onGone={onGone}
        />
      )}
    </Dialog>
  );
}

interface DeclineFormProps {
  session: MentorSession;
  decline: ReturnType<typeof useDeclineSessionRequest>;
  onCancel: () => void;
  onDeclined: (session: MentorSession) => void;
  onGone: (message: string) => void;
}

function DeclineForm({ session, decline, onCancel, onDeclined, onGone }: DeclineFormProps) {
  const { t } = useTranslation('mentor');
  const language = useLanguage();
  const errorText = useErrorText();
  const validationText = useValidationText();
  const legendId = useId();
  const schema = useMemo(() => declineFormSchema(t, language), [t, language]);
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { choice: NO_REASON, other: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const oneAtATime = useOneAtATime();
  const pending = decline.isPending;
  const choice = useWatch({ control: form.control, name: 'choice' });
  const name = studentName(session.student);

  const submit = form.handleSubmit((reason) =>
    oneAtATime.run((settle) =>
      decline.mutate(
        { requestId: session._id, ...(reason ? { reason } : {}) },
        {
          onSettled: settle,
          onSuccess: () => onDeclined(session),
          onError: (error) => {
            if (hasErrorCode(error, 'SESSION_STATE_CHANGED') || hasErrorCode(error, 'NOT_FOUND'))
              onGone(errorText(error));
            else form.setError('root', { message: errorText(error) });
          },
        },
      ),
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <DialogContent sx={{ pt: 0 }}>
        <DialogContentText sx={{ mb: 2 }}>
          {t('requests.declineDialog.text', {
            name,
            packageName: session.package.packageName,
            amount: formatRupeeAmount(session.price, language),
            paid: session.price > 0 ? 'yes' : 'no',
          })}
        </DialogContentText>
        <FormControl component="fieldset" fullWidth>
          <FormLabel component="legend" id={legendId}>
            {t('requests.declineDialog.reasonLegend')}
          </FormLabel>
          <Controller
            control={form.control}
            name="choice"
            render={({ field }) => (
              <RadioGroup
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                aria-labelledby={legendId}
              >
                <FormControlLabel
                  value={NO_REASON}
                  control={<Radio />}
                  label={t('requests.declineDialog.noReason')}
                />
                {DECLINE_REASONS.map((reason) => (
                  <FormControlLabel
                    key={reason}
                    value={reason}
                    control={<Radio />}
                    label={t(`requests.declineDialog.reasons.${REASON_KEYS[reason]}`)}
                  />
                ))}
                <FormControlLabel
                  value={OTHER_REASON}
                  control={<Radio />}
                  label={t('requests.declineDialog.other')}
                />
              </RadioGroup>
            )}
          />
        </FormControl>
        {choice === OTHER_REASON && (
          <Controller
            control={form.control}
            name="other"
            render={({ field: { ref, ...other }, fieldState }) => (
              <TextField
                {...other}
                inputRef={ref}
                label={t('requests.declineDialog.yourReason')}
                // Chosen "Other": the next thing to do is to type.
                autoFocus
                multiline
                minRows={2}
                fullWidth
                required
                sx={{ mt: 1.5 }}
                error={fieldState.invalid}
                helperText={
                  fieldState.error?.message
                    ? validationText(fieldState.error.message)
                    : t('requests.declineDialog.characters', {
                        typed: formatCount(other.value.length, language),
                        max: formatCount(DECLINE_REASON_MAX_LENGTH, language),
                      })
                }
                slotProps={{ htmlInput: { maxLength: DECLINE_REASON_MAX_LENGTH } }}
              />
            )}
          />
        )}
        {errors.root && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errors.root.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onCancel} disabled={pending}>
          {t('requests.declineDialog.keep')}
        </Button>
        <Button type="submit" variant="contained" color="error" disabled={isSubmitting || pending}>
          {pending ? t('requests.declineDialog.declining') : t('requests.declineDialog.submit')}
        </Button>
      </DialogActions>
    </form>
  );
}
