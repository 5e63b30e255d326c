import { useId, useMemo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import FormHelperText from '@mui/material/FormHelperText';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { styled } from '@mui/material/styles';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  formatCount,
  MAX_PROPOSED_SLOTS,
  PROPOSAL_HORIZON_DAYS,
  proposeTimesRequestSchema,
} from '@neetmentor/contract';
import { useErrorText } from '../../../i18n/error-text.ts';
import { useLanguage } from '../../../i18n/language.ts';
import { setServerErrors } from '../../../lib/field-errors.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useProposeTimes } from '../api/propose-times.ts';
import type { SharedSession } from '../api/get-shared-sessions.ts';
import { istInputToIso, proposalDayRange } from '../chat-time.ts';

const HOUR_MS = 60 * 60 * 1000;
const ROWS = Array.from({ length: MAX_PROPOSED_SLOTS }, (_, index) => index + 1);

// Date and time side by side where both fit whole (a native date or time field needs about 10.5rem for
// its text and picker button); on a phone the time goes under the date instead of losing "AM/PM".
const SlotRow = styled('fieldset')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10.5rem, 1fr))',
  gap: theme.spacing(1.5),
  margin: 0,
  padding: 0,
  border: 0,
}));

const Legend = styled('legend')(({ theme }) => ({
  marginBottom: theme.spacing(1),
  padding: 0,
  fontWeight: 700,
}));

type Values = Record<'bookingId' | `date${number}` | `time${number}`, string>;

function emptyValues(sessions: SharedSession[]): Values {
  const values: Values = { bookingId: sessions[0]?.bookingId ?? '' };
  for (const row of ROWS) {
    values[`date${row}`] = '';
    values[`time${row}`] = '';
  }
  return values;
}

/** What can be wrong with a row: its message is in the catalog under `propose.problems`. */
export type SlotProblem = 'missing' | 'incomplete' | 'outOfRange' | 'repeated';

/**
 * The times typed, as instants, or the problem of each row that cannot be offered: the first row is
 * needed, a row needs both its date and time, and each time lies between an hour from now and the horizon.
 */
export function readSlots(
  values: Values,
  now: number,
): { slots: string[]; errors: Record<string, SlotProblem> } {
  const slots: string[] = [];
  const errors: Record<string, SlotProblem> = {};
  for (const row of ROWS) {
    const date = values[`date${row}`] ?? '';
    const time = values[`time${row}`] ?? '';
    if (date === '' && time === '') {
      if (row === 1) errors.date1 = 'missing';
      continue;
    }
    const slot = istInputToIso(date, time);
    const at = slot ? new Date(slot).getTime() : Number.NaN;
    if (!slot) errors[`date${row}`] = 'incomplete';
    else if (at < now + HOUR_MS || at > now + PROPOSAL_HORIZON_DAYS * 24 * HOUR_MS)
      errors[`date${row}`] = 'outOfRange';
    else if (slots.includes(slot)) errors[`date${row}`] = 'repeated';
    else slots.push(slot);
  }
  return { slots, errors };
}

/** The typed rows, read as the request's instants (each row's problem marks its date field). */
function proposeFormSchema(problemText: (problem: SlotProblem) => string) {
  return z
    .object({ bookingId: z.string() })
    .catchall(z.string())
    .transform((values, context) => {
      const { slots, errors } = readSlots(values, Date.now());
      for (const [path, problem] of Object.entries(errors))
        context.issues.push({ code: 'custom', path: [path], message: problemText(problem), input: values });
      return { bookingId: values.bookingId, slots };
    })
    .pipe(proposeTimesRequestSchema);
}

function slotProblemText(t: TFunction<'chat'>, problem: SlotProblem): string {
  switch (problem) {
    case 'missing':
      return t('propose.problems.missing');
    case 'incomplete':
      return t('propose.problems.incomplete');
    case 'outOfRange':
      return t('propose.problems.outOfRange', { days: PROPOSAL_HORIZON_DAYS });
    case 'repeated':
      return t('propose.problems.repeated');
  }
}

interface ProposeTimesDialogProps {
  open: boolean;
  onClose: () => void;
  me: string;
  partnerId: string;
  partnerName: string;
  sessions: SharedSession[];
}

/**
 * Offer one to three times (India time; the phone's own date and time pickers) for an active session;
 * the partner picks one in the chat. A new offer replaces an open earlier one.
 */
export function ProposeTimesDialog({
  open,
  onClose,
  me,
  partnerId,
  partnerName,
  sessions,
}: ProposeTimesDialogProps) {
  const titleId = useId();
  const { t } = useTranslation('chat');
  const language = useLanguage();
  const errorText = useErrorText();
  const schema = useMemo(() => proposeFormSchema((problem) => slotProblemText(t, problem)), [t]);
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: emptyValues(sessions),
  });
  const { errors, isSubmitting } = form.formState;
  const propose = useProposeTimes(me, partnerId);
  const range = proposalDayRange(useNow(60_000));
  const busy = isSubmitting || propose.isPending;

  function close() {
    form.reset(emptyValues(sessions));
    propose.reset();
    onClose();
  }

  const submit = form.handleSubmit((offer) =>
    propose.mutate(offer, {
      onSuccess: close,
      onError: (error) => {
        if (setServerErrors(form, error).marked === 0) form.setError('root', { message: errorText(error) });
      },
    }),
  );

  function field(name: keyof Values) {
    const { ref, ...bound } = form.register(name);
    return { ...bound, inputRef: ref };
  }

  return (
    <Dialog open={open} onClose={busy ? undefined : close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('propose.title')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2.5 }}>
          <DialogContentText>
            {t('propose.intro', {
              max: MAX_PROPOSED_SLOTS,
              name: partnerName,
              days: PROPOSAL_HORIZON_DAYS,
            })}
          </DialogContentText>
          {sessions.length > 1 && (
            <TextField
              {...field('bookingId')}
              select
              label={t('propose.session')}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              {sessions.map((session) => (
                <option key={session.bookingId} value={session.bookingId}>
                  {session.packageName}
                </option>
              ))}
            </TextField>
          )}
          {ROWS.map((row) => {
            // One message per row, under both fields and read with either.
            const problem = errors[`date${row}`]?.message;
            const problemId = `${titleId}-slot-${row}`;
            const described = problem ? problemId : undefined;
            return (
              <SlotRow key={row}>
                <Legend>
                  {row === 1
                    ? t('propose.firstTime')
                    : t('propose.optionalTime', { number: formatCount(row, language) })}
                </Legend>
                <TextField
                  {...field(`date${row}`)}
                  error={Boolean(problem)}
                  type="date"
                  label={t('propose.date')}
                  required={row === 1}
                  slotProps={{
                    inputLabel: { shrink: true },
                    htmlInput: { min: range.min, max: range.max, 'aria-describedby': described },
                  }}
                />
                <TextField
                  {...field(`time${row}`)}
                  error={Boolean(problem)}
                  type="time"
                  label={t('propose.time')}
                  required={row === 1}
                  slotProps={{
                    inputLabel: { shrink: true },
                    htmlInput: { step: 300, 'aria-describedby': described },
                  }}
                />
                {problem && (
                  <FormHelperText id={problemId} error sx={{ gridColumn: '1 / -1', m: 0 }}>
                    {problem}
                  </FormHelperText>
                )}
              </SlotRow>
            );
          })}
          {errors.root && <Alert severity="error">{errors.root.message}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {propose.isPending ? t('propose.sending') : t('propose.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
