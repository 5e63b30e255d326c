import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { styled } from '@mui/material/styles';
import { ImagePicker } from '../../../components/image-picker.tsx';
import { LazyRichTextEditor } from '../../../components/lazy-rich-text-editor.tsx';
import { useForm } from '../../../lib/use-form.ts';
import { useCreateWebinar } from '../api/create-webinar.ts';
import { pictureProblem } from '../picture-problem.ts';
import { describeWebinarWhen } from '../webinar-schedule.ts';

const Row = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2.5),
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: '1fr 1fr' },
}));

/** Today in India as YYYY-MM-DD: a webinar cannot be planned for a day already over there. */
function todayInIndia(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
}

/** Create webinar: when it is (India time), a description in rich text and a poster. */
export function WebinarForm({ onCreated }: { onCreated: () => void }) {
  const form = useForm({ date: '', time: '', content: '' });
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const [editorKey, setEditorKey] = useState(0);
  const create = useCreateWebinar();
  const today = todayInIndia();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    setImageError(undefined);
    const { date, time, content } = form.values;
    const errors: Partial<Record<'date' | 'time' | 'content', string>> = {};
    if (!date) errors.date = 'Choose the date.';
    else if (date < today) errors.date = 'Choose today or a later date.';
    if (!time) errors.time = 'Choose the time.';
    if (!content) errors.content = 'The description is required.';
    const when = describeWebinarWhen(date, time);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0 || !when) return;
    create.mutate(
      { ...when, content, image },
      {
        onSuccess: () => {
          form.reset();
          setImage(null);
          setEditorKey((key) => key + 1);
          onCreated();
        },
        onError: (error) => {
          const pictureMessage = pictureProblem(error);
          setImageError(pictureMessage);
          if (!form.showErrors(error) && !pictureMessage) setFailure(error.message);
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Create a webinar">
      <Stack spacing={2.5}>
        <Row>
          <TextField
            {...form.field('date')}
            type="date"
            label="Date"
            required
            fullWidth
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
          />
          <TextField
            {...form.field('time')}
            type="time"
            label="Time (India)"
            required
            fullWidth
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Row>
        <ImagePicker
          label="Webinar poster"
          file={image}
          onChange={(file) => {
            setImageError(undefined);
            setImage(file);
          }}
          error={imageError}
        />
        <LazyRichTextEditor
          key={editorKey}
          label="Description"
          hint="What the webinar covers and who it is for."
          onChange={(content) => form.setValues((values) => ({ ...values, content }))}
          error={form.errors.content}
        />
        {failure && <Alert severity="error">{failure}</Alert>}
        <Button
          type="submit"
          variant="contained"
          disabled={create.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          {create.isPending ? 'Creating…' : 'Create webinar'}
        </Button>
      </Stack>
    </form>
  );
}
