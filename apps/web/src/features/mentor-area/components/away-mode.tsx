import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { styled } from '@mui/material/styles';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { AWAY_MAX_DAYS, awayRequestSchema, formatIstDate, type MentorProfile } from '@neetmentor/contract';
import { setServerErrors } from '../../../lib/field-errors.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useSetAwayMode } from '../api/set-away-mode.ts';
import { useErrorText } from '../../../i18n/error-text.ts';
import { useValidationText } from '../../../i18n/validation-text.ts';
import { useLanguage } from '../../../i18n/language.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const IST_OFFSET = '+05:30';

let istDayFormatter: Intl.DateTimeFormat | undefined;

/** The India-time calendar day of a moment as a date field writes it: "2025-03-05". */
function istDay(time: number): string {
  // The Canadian English format is the ISO one, year first.
  istDayFormatter ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return istDayFormatter.format(time);
}

/** Bookings reopen at the start of the chosen day, India time. */
function returnMoment(day: string): string {
  return `${day}T00:00:00${IST_OFFSET}`;
}

/** The day typed in the date field, read as the request's moment. */
const awayFormSchema = z.object({
  until: z
    .string()
    .transform((day) => (day ? returnMoment(day) : ''))
    .pipe(awayRequestSchema.shape.until.unwrap()),
});

const Section = styled('section')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  padding: theme.spacing(3, 2),
  background: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 16,
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(3) },
  '& p': { margin: 0 },
}));

const Heading = styled('h2')({ margin: 0, fontSize: '1.25rem', fontWeight: 800 });

const Muted = styled('p')(({ theme }) => ({ color: theme.palette.text.secondary }));

const Controls = styled('form')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: theme.spacing(1.5),
  '& .MuiTextField-root': { flex: '1 1 200px', maxWidth: 260 },
  '& button': { minHeight: 56 },
}));

/**
 * Away mode (beyond the spec): the mentor pauses new bookings until the day they are back (exams,
 * holidays), at most 90 days ahead, or takes bookings again at once. Requests already made go on.
 */
export function AwayMode({ mentor }: { mentor: MentorProfile }) {
  const { t } = useTranslation('mentor');
  const language = useLanguage();
  const errorText = useErrorText();
  const validationText = useValidationText();
  const setAway = useSetAwayMode(mentor._id);
  const form = useForm({ resolver: zodResolver(awayFormSchema), defaultValues: { until: '' } });
  const { errors, isSubmitting } = form.formState;
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const now = useNow(HOUR_MS);
  const earliest = istDay(now + DAY_MS);
  const latest = istDay(now + AWAY_MAX_DAYS * DAY_MS);
  const awayUntil = mentor.awayUntil;
  const busy = isSubmitting || setAway.isPending;
  const { ref, ...untilField } = form.register('until');

  function send(until: string | null, done: string) {
    setNotice(null);
    setAway.mutate(until, {
      onSuccess: () => {
        form.reset();
        setNotice({ severity: 'success', text: done });
      },
      onError: (error) => {
        if (setServerErrors(form, error).marked === 0)
          setNotice({ severity: 'error', text: errorText(error) });
      },
    });
  }

  const pause = form.handleSubmit(({ until }) =>
    send(until, t('profile.away.pausedUntil', { date: formatIstDate(until, language) })),
  );

  return (
    <Section aria-labelledby="away-mode-title">
      <Heading id="away-mode-title">{t('profile.away.title')}</Heading>
      {awayUntil ? (
        <Alert severity="info">
          {t('profile.away.paused', { date: formatIstDate(awayUntil, language) })}
        </Alert>
      ) : (
        <p>{t('profile.away.intro')}</p>
      )}
      <Muted>{t('profile.away.unaffected')}</Muted>
      <Controls onSubmit={pause} noValidate aria-label={t('profile.away.formLabel')}>
        <TextField
          {...untilField}
          inputRef={ref}
          label={t('profile.away.backOn')}
          type="date"
          error={Boolean(errors.until)}
          helperText={
            errors.until?.message
              ? validationText(errors.until.message)
              : t('profile.away.hint', { days: AWAY_MAX_DAYS })
          }
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: earliest, max: latest } }}
        />
        <Button type="submit" variant="contained" disabled={busy}>
          {awayUntil ? t('profile.away.change') : t('profile.away.pause')}
        </Button>
        {awayUntil && (
          <Button
            type="button"
            variant="outlined"
            disabled={busy}
            onClick={() => send(null, t('profile.away.resumed'))}
          >
            {t('profile.away.resume')}
          </Button>
        )}
      </Controls>
      {notice && (
        <Alert
          severity={notice.severity}
          role={notice.severity === 'success' ? 'status' : 'alert'}
          onClose={() => setNotice(null)}
        >
          {notice.text}
        </Alert>
      )}
    </Section>
  );
}
