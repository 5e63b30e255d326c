import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { formatCount } from '@neetmentor/contract';
import { useLanguage } from '../i18n/language.ts';

export interface TextEntryTexts {
  title: string;
  /** What the text is for and what follows (a reply cannot be edited; the mentor reads the reason). */
  lead: string;
  label: string;
  submit: string;
  submitting: string;
  /** Said when the trimmed text is shorter than `minLength`. */
  tooShort: string;
}

interface TextEntryDialogProps {
  open: boolean;
  texts: TextEntryTexts;
  minLength: number;
  maxLength: number;
  /** While the action runs, the form waits. */
  pending: boolean;
  /** The server's refusal, in the reader's words. */
  error: string | null;
  onSubmit: (text: string) => void;
  onCancel: () => void;
}

/**
 * One piece of text to send, between a length floor and a ceiling (a mentor's reply, an admin's reason
 * for hiding a review): the count of characters typed beside the field, the refusal in the dialog.
 */
export function TextEntryDialog({ open, onCancel, pending, ...form }: TextEntryDialogProps) {
  const titleId = useId();
  const leadId = useId();
  // Every opening starts empty: the form is mounted afresh (its key) each time the dialog opens.
  const [opening, setOpening] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpening(opening + 1);
  }
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={leadId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{form.texts.title}</DialogTitle>
      <TextEntryForm key={opening} leadId={leadId} pending={pending} onCancel={onCancel} {...form} />
    </Dialog>
  );
}

function TextEntryForm({
  leadId,
  texts,
  minLength,
  maxLength,
  pending,
  error,
  onSubmit,
  onCancel,
}: Omit<TextEntryDialogProps, 'open'> & { leadId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [value, setValue] = useState('');
  const [tooShort, setTooShort] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = value.trim();
    if (text.length < minLength) {
      setTooShort(true);
      return;
    }
    onSubmit(text);
  }

  const counter = t('textEntry.characters', {
    typed: formatCount(value.length, language),
    max: formatCount(maxLength, language),
  });
  return (
    <form onSubmit={submit} noValidate>
      <DialogContent sx={{ pt: 0 }}>
        <DialogContentText id={leadId} sx={{ mb: 2 }}>
          {texts.lead}
        </DialogContentText>
        <TextField
          label={texts.label}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            if (tooShort && event.target.value.trim().length >= minLength) setTooShort(false);
          }}
          autoFocus
          multiline
          minRows={3}
          fullWidth
          required
          error={tooShort}
          helperText={tooShort ? texts.tooShort : counter}
          slotProps={{ htmlInput: { maxLength } }}
        />
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onCancel} disabled={pending}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={pending}>
          {pending ? texts.submitting : texts.submit}
        </Button>
      </DialogActions>
    </form>
  );
}
