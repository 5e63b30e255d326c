import { useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { styled } from '@mui/material/styles';
import type { TFunction } from 'i18next';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { webinarFieldsSchema } from '@neetmentor/contract';
import { ImagePicker } from '../../../components/image-picker.tsx';
import { LazyRichTextEditor } from '../../../components/lazy-rich-text-editor.tsx';
import { useErrorText } from '../../../i18n/error-text.ts';
import { useValidationText } from '../../../i18n/validation-text.ts';
import { setServerErrors } from '../../../lib/field-errors.ts';
import { useCreateWebinar } from '../api/create-webinar.ts';
import { describeWebinarWhen } from '../../../lib/webinar-when.ts';

const Row = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2.5),
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: '1fr 1fr' },
}));

/** Today in India as YYYY-MM-DD: a webinar cannot be planned for a day already over there. */
function todayInIndia(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
}

/**
 * The form asks for a calendar date and a clock time, which the request spells out as the webinar page
 * shows them (`describeWebinarWhen`); the description is the request's own.
 */
function webinarFormSchema(t: TFunction<'admin'>) {
  return webinarFieldsSchema.pick({ content: true }).extend({
    date: z
      .string()
      .min(1, t('webinars.form.chooseDate'))
      .refine((date) => date >= todayInIndia(), t('webinars.form.futureDate')),
    time: z.string().min(1, t('webinars.form.chooseTime')),
    image: z.instanceof(File).nullable(),
  });
}

const EMPTY = { date: '', time: '', content: '', image: null };

/** Create webinar: when it is (India time), a description in rich text and a poster. */
export function WebinarForm({ onCreated }: { onCreated: () => void }) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const validationText = useValidationText();
  const schema = useMemo(() => webinarFormSchema(t), [t]);
  const form = useForm({ resolver: zodResolver(schema), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  // The editor takes its text once, when it mounts: a new key empties it after a webinar is created.
  const [editorKey, setEditorKey] = useState(0);
  const create = useCreateWebinar();
  const { ref: dateRef, ...date } = form.register('date');
  const { ref: timeRef, ...time } = form.register('time');

  const submit = form.handleSubmit(({ date, time, content, image }) => {
    const when = describeWebinarWhen(date, time);
    if (!when) return;
    create.mutate(
      { ...when, content, image },
      {
        onSuccess: () => {
          form.reset();
          setEditorKey((key) => key + 1);
          onCreated();
        },
        onError: (error) => {
          if (setServerErrors(form, error, 'image').marked === 0)
            form.setError('root', { message: errorText(error) });
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('webinars.form.label')}>
      <Stack spacing={2.5}>
        <Row>
          <TextField
            {...date}
            inputRef={dateRef}
            type="date"
            label={t('webinars.form.date')}
            required
            fullWidth
            error={Boolean(errors.date)}
            helperText={errors.date?.message ? validationText(errors.date.message) : undefined}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: todayInIndia() } }}
          />
          <TextField
            {...time}
            inputRef={timeRef}
            type="time"
            label={t('webinars.form.time')}
            required
            fullWidth
            error={Boolean(errors.time)}
            helperText={errors.time?.message ? validationText(errors.time.message) : undefined}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Row>
        <Controller
          control={form.control}
          name="image"
          render={({ field, fieldState }) => (
            <ImagePicker
              label={t('webinars.poster')}
              file={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="content"
          render={({ field, fieldState }) => (
            <LazyRichTextEditor
              key={editorKey}
              label={t('webinars.form.description')}
              hint={t('webinars.form.descriptionHint')}
              onChange={field.onChange}
              error={fieldState.error?.message ? validationText(fieldState.error.message) : undefined}
            />
          )}
        />
        {errors.root && <Alert severity="error">{errors.root.message}</Alert>}
        <Button
          type="submit"
          variant="contained"
          disabled={isSubmitting || create.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          {create.isPending ? t('webinars.form.creating') : t('webinars.create')}
        </Button>
      </Stack>
    </form>
  );
}
