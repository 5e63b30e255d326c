import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { styled } from '@mui/material/styles';
import type { TFunction } from 'i18next';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  formatIstDay,
  istCalendarDay,
  latestProgrammeDay,
  PROGRAMME_DATE_EARLIEST,
  programmeDatesRequestSchema,
  type ProgrammeDateField,
  type ProgrammeDates,
  type SiteLanguage,
} from '@neetmentor/contract';
import { useErrorText } from '../../../i18n/error-text.ts';
import { useValidationText } from '../../../i18n/validation-text.ts';
import { useLanguage } from '../../../i18n/language.ts';
import { setServerErrors } from '../../../lib/field-errors.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { useUpdateProgrammeDates } from '../api/update-programme-dates.ts';

const HOUR_MS = 60 * 60 * 1000;

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
function describeDates(
  dates: ProgrammeDates,
  today: string,
  t: TFunction<'admin'>,
  language: SiteLanguage,
): { fee: string; referrals: string } {
  const { feeFreeUntil: free, referralsAvailableFrom: opens } = dates;
  let fee = t('programmeDates.status.noWaiver');
  if (free && free >= today) fee = t('programmeDates.status.waived', { day: formatIstDay(free, language) });
  else if (free) fee = t('programmeDates.status.waiverEnded', { day: formatIstDay(free, language) });
  let referrals = t('programmeDates.status.notScheduled');
  if (opens && opens <= today)
    referrals = t('programmeDates.status.openSince', { day: formatIstDay(opens, language) });
  else if (opens) referrals = t('programmeDates.status.opensOn', { day: formatIstDay(opens, language) });
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
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const errorText = useErrorText();
  const validationText = useValidationText();
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
  const status = describeDates(dates, today, t, language);

  const submit = form.handleSubmit(({ feeFreeUntil, referralsAvailableFrom }) => {
    saved.clear();
    if (feeFreeUntil === dates.feeFreeUntil && referralsAvailableFrom === dates.referralsAvailableFrom) {
      form.setError('root', { message: t('programmeDates.nothingChanged') });
      return;
    }
    update.mutate(
      { feeFreeUntil, referralsAvailableFrom },
      {
        onSuccess: (result) => {
          form.reset(asValues(result));
          saved.show(t('programmeDates.saved'), 'success');
        },
        onError: (error) => {
          if (setServerErrors(form, error).marked === 0) form.setError('root', { message: errorText(error) });
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
          helperText={error ? validationText(error) : hint}
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
          {t('programmeDates.clear')}
        </Button>
      </Field>
    );
  }

  return (
    <>
      <Status aria-label={t('programmeDates.statusLabel')}>
        <li>{status.fee}</li>
        <li>{status.referrals}</li>
      </Status>
      <form onSubmit={submit} noValidate aria-label={t('programmeDates.title')}>
        <Stack spacing={2.5}>
          {dateField(
            'feeFreeUntil',
            t('programmeDates.feeFreeUntil.label'),
            t('programmeDates.feeFreeUntil.hint'),
            t('programmeDates.feeFreeUntil.clear'),
          )}
          {dateField(
            'referralsAvailableFrom',
            t('programmeDates.referralsFrom.label'),
            t('programmeDates.referralsFrom.hint'),
            t('programmeDates.referralsFrom.clear'),
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
            {update.isPending ? t('programmeDates.saving') : t('programmeDates.save')}
          </Button>
        </Stack>
      </form>
    </>
  );
}
