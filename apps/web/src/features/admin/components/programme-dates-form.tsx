import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { styled } from '@mui/material/styles';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  formatIstDay,
  istCalendarDay,
  latestProgrammeDay,
  PROGRAMME_DATE_EARLIEST,
  programmeDatesRequestSchema,
  type ProgrammeDateField,
  type ProgrammeDates,
} from '@neetmentor/contract';
import { setServerErrors } from '../../../lib/field-errors.ts';
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
  // The schema reads a blank field as null, so it takes any input; the fields hold text.
  const form = useForm<
    z.input<typeof programmeDatesRequestSchema>,
    unknown,
    z.output<typeof programmeDatesRequestSchema>
  >({
    resolver: zodResolver(programmeDatesRequestSchema),
    defaultValues: asValues(dates),
  });
  const { errors, isSubmitting } = form.formState;
  const typed = useWatch({ control: form.control });
  const saved = useTimedMessage();
  const update = useUpdateProgrammeDates();
  const today = istCalendarDay(useNow(HOUR_MS));
  const latest = latestProgrammeDay(today);
  const status = describeDates(dates, today);

  const submit = form.handleSubmit(({ feeFreeUntil, referralsAvailableFrom }) => {
    saved.clear();
    if (feeFreeUntil === dates.feeFreeUntil && referralsAvailableFrom === dates.referralsAvailableFrom) {
      form.setError('root', { message: NOTHING_CHANGED });
      return;
    }
    update.mutate(
      { feeFreeUntil, referralsAvailableFrom },
      {
        onSuccess: (result) => {
          form.reset(asValues(result));
          saved.show(
            'Saved. The fee texts and the mentors’ Referrals page follow the new dates now.',
            'success',
          );
        },
        onError: (error) => {
          if (setServerErrors(form, error).marked === 0) form.setError('root', { message: error.message });
        },
      },
    );
  });

  function dateField(name: ProgrammeDateField, label: string, hint: string, clearLabel: string) {
    const { ref, ...field } = form.register(name);
    const error = errors[name]?.message;
    return (
      <Field>
        <TextField
          {...field}
          inputRef={ref}
          type="date"
          label={label}
          error={Boolean(error)}
          helperText={error ?? hint}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { min: PROGRAMME_DATE_EARLIEST, max: latest },
          }}
        />
        <Button
          type="button"
          variant="text"
          aria-label={clearLabel}
          disabled={typed[name] === ''}
          onClick={() => form.setValue(name, '', { shouldValidate: true })}
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
          {errors.root && <Alert severity="error">{errors.root.message}</Alert>}
          {saved.message && (
            <Alert severity="success" role="status">
              {saved.message.text}
            </Alert>
          )}
          <Button
            type="submit"
            variant="contained"
            disabled={isSubmitting || update.isPending}
            sx={{ alignSelf: 'flex-start' }}
          >
            {update.isPending ? 'Saving…' : 'Save dates'}
          </Button>
        </Stack>
      </form>
    </>
  );
}
