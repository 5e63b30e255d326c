import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';
import {
  guardianAddSchema,
  guardianConfirmSchema,
  isMinorOn,
  type StudentProfile,
} from '@neetmentor/contract';
import { LazyConfirmDialog } from '../../../components/lazy-confirm-dialog.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useErrorText } from '../../../i18n/error-text.ts';
import { useAddGuardian } from '../api/add-guardian.ts';
import { useConfirmGuardian } from '../api/confirm-guardian.ts';
import { useRemoveGuardian } from '../api/remove-guardian.ts';

const Section = styled('section')(({ theme }) => ({
  marginTop: theme.spacing(4),
  paddingTop: theme.spacing(3),
  borderTop: `1px solid ${theme.palette.divider}`,
  '& h2': { margin: '0 0 8px', fontSize: '1.125rem' },
  '& p': { margin: '0 0 16px', overflowWrap: 'anywhere' },
}));

/** The first message of a schema check, or null when the value passes. */
function firstProblem(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? null : (result.error?.issues[0]?.message ?? null);
}

/**
 * "Parent or guardian" (issue 32): shown to a student under 18 by the India calendar, or while a guardian
 * exists. The student adds an e-mail, types the code the guardian read out, and from 18 may remove them.
 * Only e-mail for now: a phone guardian waits for the SMS channel.
 */
export function GuardianSection({ student }: { student: StudentProfile }) {
  const { t } = useTranslation('student');
  const errorText = useErrorText();
  const add = useAddGuardian(student._id);
  const confirm = useConfirmGuardian(student._id);
  const remove = useRemoveGuardian(student._id);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const { guardian } = student;
  // The device's clock only decides what to offer; the server decides by its own.
  const minor = isMinorOn(student.dateOfBirth, new Date());
  if (!minor && !guardian) return null;

  const onError = (error: unknown) => setProblem(errorText(error));

  function submitEmail(event: FormEvent) {
    event.preventDefault();
    const message = firstProblem(guardianAddSchema.shape.email.safeParse(email));
    setFieldError(message);
    setProblem(null);
    if (message || add.isPending) return;
    add.mutate(email.trim(), {
      onSuccess: (state) => {
        setStatus(t('guardian.codeSent', { email: state?.email ?? email }));
        setCode('');
      },
      onError,
    });
  }

  function submitCode(event: FormEvent) {
    event.preventDefault();
    const message = firstProblem(guardianConfirmSchema.shape.code.safeParse(code));
    setFieldError(message);
    setProblem(null);
    if (message || confirm.isPending) return;
    confirm.mutate(code.trim(), { onSuccess: () => setStatus(t('guardian.confirmedNow')), onError });
  }

  function removeNow() {
    remove.mutate(undefined, {
      onSuccess: () => {
        setAsking(false);
        setStatus(t('guardian.removed'));
      },
      onError: (error) => {
        setAsking(false);
        onError(error);
      },
    });
  }

  return (
    <Section aria-labelledby="guardian-heading">
      <h2 id="guardian-heading">{t('guardian.heading')}</h2>
      <div role="status">{status && <Alert severity="success">{status}</Alert>}</div>
      {problem && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      )}
      {!guardian && (
        <form onSubmit={submitEmail} noValidate>
          <p>{t('guardian.intro')}</p>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { sm: 'flex-start' } }}
          >
            <TextField
              label={t('guardian.email')}
              type="email"
              name="guardianEmail"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={fieldError !== null}
              helperText={fieldError ?? t('guardian.emailOnly')}
              autoComplete="off"
              fullWidth
            />
            <Button type="submit" variant="contained" size="large" disabled={add.isPending}>
              {t('guardian.sendCode')}
            </Button>
          </Stack>
        </form>
      )}
      {guardian && !guardian.confirmed && (
        <form onSubmit={submitCode} noValidate>
          <p>{t('guardian.waiting', { email: guardian.email })}</p>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { sm: 'flex-start' } }}
          >
            <TextField
              label={t('guardian.code')}
              name="guardianCode"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              error={fieldError !== null}
              helperText={fieldError ?? undefined}
              autoComplete="one-time-code"
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
            />
            <Button type="submit" variant="contained" size="large" disabled={confirm.isPending}>
              {t('guardian.confirm')}
            </Button>
            <Button size="large" onClick={removeNow} disabled={remove.isPending}>
              {t('guardian.useAnother')}
            </Button>
          </Stack>
        </form>
      )}
      {guardian?.confirmed && (
        <>
          <p>{t('guardian.confirmed', { email: guardian.email })}</p>
          {minor ? (
            <p>{t('guardian.keptUntil18')}</p>
          ) : (
            <Button size="large" onClick={() => setAsking(true)}>
              {t('guardian.remove')}
            </Button>
          )}
          <LazyConfirmDialog
            open={asking}
            title={t('guardian.removeTitle')}
            text={t('guardian.removeText', { email: guardian.email })}
            confirmLabel={t('guardian.remove')}
            pending={remove.isPending}
            onConfirm={removeNow}
            onCancel={() => setAsking(false)}
          />
        </>
      )}
    </Section>
  );
}
