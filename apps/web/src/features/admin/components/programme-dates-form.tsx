import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { styled } from '@mui/material/styles';
import {
  formatIstDay,
  istCalendarDay,
  latestProgrammeDay,
  PROGRAMME_DATE_EARLIEST,
  programmeDatesRequestSchema,
  type ProgrammeDateField,
  type ProgrammeDates,
} from '@neetmentor/contract';
import { useForm } from '../../../lib/use-form.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { useUpdateProgrammeDates } from '../api/update-programme-dates.ts';

const HOUR_MS = 60 * 60 * 1000;
const NOTHING_CHANGED = 'Nothing to save: these are the dates on the site now.';

const Field = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: theme.spacing(1),
  '& .MuiTextField-root': { flex: '1 1 220px' },
  '& > button': { minHeight: 56 },
}));

const Status = styled('ul')(({ theme }) => ({
  margin: theme.spacing(0, 0, 2),
  paddingLeft: theme.spacing(2.5),
  color: theme.palette.text.secondary,
}));

/** What the site does now with the stored dates, in words. */
function describeDates(dates: ProgrammeDates, today: string): { fee: string; referrals: string } {
  const { feeFreeUntil: free, referralsAvailableFrom: opens } = dates;
  let fee = 'Application fee: no waiver, every application pays it.';
  if (free && free >= today)
    fee = `Application fee: waived for applications until the end of ${formatIstDay(free)}.`;
  else if (free)
    fee = `Application fee: the waiver ended with ${formatIstDay(free)}; every application pays it.`;
  let referrals = 'Mentor referrals: not scheduled, the page stays behind its notice.';
  if (opens && opens <= today) referrals = `Mentor referrals: open since ${formatIstDay(opens)}.`;
  else if (opens)
    referrals = `Mentor referrals: open on ${formatIstDay(opens)}; until then the page stays behind its notice.`;
  return { fee, referrals };
}

const asValues = (dates: ProgrammeDates) => ({
  feeFreeUntil: dates.feeFreeUntil ?? '',
  referralsAvailableFrom: dates.referralsAvailableFrom ?? '',
});

/**
 * The programme dates (product rules §4 and §12), India calendar days: the last day of the application fee
 * waiver and the day the mentors' Referrals page opens. An empty field means no waiver / not scheduled.
 */
export function ProgrammeDatesForm({ dates }: { dates: ProgrammeDates }) {
  const form = useForm(() => asValues(dates));
  const [failure, setFailure] = useState<string | null>(null);
  const saved = useTimedMessage();
  const update = useUpdateProgrammeDates();
  const today = istCalendarDay(useNow(HOUR_MS));
  const latest = latestProgrammeDay(today);
  const status = describeDates(dates, today);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    saved.clear();
    const parsed = form.validate(programmeDatesRequestSchema);
    if (!parsed) return;
    const next = { feeFreeUntil: parsed.feeFreeUntil, referralsAvailableFrom: parsed.referralsAvailableFrom };
    if (
      next.feeFreeUntil === dates.feeFreeUntil &&
      next.referralsAvailableFrom === dates.referralsAvailableFrom
    ) {
      setFailure(NOTHING_CHANGED);
      return;
    }
    update.mutate(next, {
      onSuccess: (result) => {
        form.reset(asValues(result));
        saved.show(
          'Saved. The fee texts and the mentors’ Referrals page follow the new dates now.',
          'success',
        );
      },
      onError: (error) => {
        if (!form.showErrors(error)) setFailure(error.message);
      },
    });
  }

  function dateField(name: ProgrammeDateField, label: string, hint: string, clearLabel: string) {
    const { helperText, ...bound } = form.field(name);
    return (
      <Field>
        <TextField
          {...bound}
          type="date"
          label={label}
          helperText={helperText ?? hint}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { min: PROGRAMME_DATE_EARLIEST, max: latest },
          }}
        />
        <Button
          type="button"
          variant="text"
          aria-label={clearLabel}
          disabled={form.values[name] === ''}
          onClick={() => form.setValues((values) => ({ ...values, [name]: '' }))}
        >
          Clear
        </Button>
      </Field>
    );
  }

  return (
    <>
      <Status aria-label="Programme dates on the site now">
        <li>{status.fee}</li>
        <li>{status.referrals}</li>
      </Status>
      <form onSubmit={submit} noValidate aria-label="Programme dates">
        <Stack spacing={2.5}>
          {dateField(
            'feeFreeUntil',
            'Application fee free until',
            'The last day (India time) an application is free. Empty: no waiver.',
            'Clear the fee waiver',
          )}
          {dateField(
            'referralsAvailableFrom',
            'Referrals open on',
            'From this day (India time) mentors can use their Referrals page. Empty: not scheduled.',
            'Clear the referrals date',
          )}
          {failure && <Alert severity="error">{failure}</Alert>}
          {saved.message && (
            <Alert severity="success" role="status">
              {saved.message.text}
            </Alert>
          )}
          <Button
            type="submit"
            variant="contained"
            disabled={update.isPending}
            sx={{ alignSelf: 'flex-start' }}
          >
            {update.isPending ? 'Saving…' : 'Save dates'}
          </Button>
        </Stack>
      </form>
    </>
  );
}
