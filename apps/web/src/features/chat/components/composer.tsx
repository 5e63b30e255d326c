import { useEffect, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { styled } from '@mui/material/styles';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { CHAT_MESSAGE_MAX_LENGTH, formatCount, sendMessageRequestSchema } from '@neetmentor/contract';
import { useLanguage } from '../../../i18n/language.ts';
import { readDraft, saveDraft } from '../drafts.ts';
import { SendIcon } from './chat-icons.tsx';

/** The counter appears from here on, so the limit never comes as a surprise. */
export const COUNTER_FROM = Math.floor(CHAT_MESSAGE_MAX_LENGTH * 0.9);

const Form = styled('form')(({ theme }) => ({
  display: 'flex',
  alignItems: 'flex-end',
  gap: theme.spacing(1),
  padding: theme.spacing(1.5, 2),
  borderTop: `1px solid ${theme.palette.divider}`,
  background: theme.palette.background.paper,
}));

const SendButton = styled(IconButton)(({ theme }) => ({
  width: 48,
  height: 48,
  marginBottom: 2,
  background: theme.palette.primary.main,
  color: '#ffffff',
  '&:hover': { background: theme.palette.primary.dark },
  '&.Mui-disabled': { background: theme.palette.divider, color: theme.palette.text.secondary },
}));

interface ComposerProps {
  me: string;
  partnerId: string;
  onSend: (text: string) => void;
}

/**
 * The message field: Enter sends, Shift+Enter starts a new line. What is typed is kept on the device as
 * it is typed, so a reload or a closed tab does not lose it. Near the limit a counter shows; beyond it
 * sending waits until the text is shortened.
 */
export function Composer({ me, partnerId, onSend }: ComposerProps) {
  const { t } = useTranslation('chat');
  const language = useLanguage();
  const form = useForm({
    resolver: zodResolver(sendMessageRequestSchema.pick({ message: true })),
    defaultValues: { message: readDraft(me, partnerId) },
  });
  const text = useWatch({ control: form.control, name: 'message' });
  const length = text.length;
  const tooLong = length > CHAT_MESSAGE_MAX_LENGTH;
  // Sending waits for some text within the limit; the counter says why, so no message is needed.
  const canSend = text.trim() !== '' && !tooLong;

  useEffect(() => saveDraft(me, partnerId, text), [me, partnerId, text]);

  const send = form.handleSubmit(({ message }) => {
    onSend(message);
    form.reset({ message: '' });
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (canSend) void send();
    // Sent with the button: it turns disabled with the field empty, and the focus would fall to the page;
    // it goes back to the field, ready for the next message.
    form.setFocus('message');
  }

  function onKeyDown(event: KeyboardEvent) {
    // A key pressed while an input method composes a word finishes the word, not the message.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (canSend) void send();
  }

  const counts = {
    length: formatCount(length, language),
    max: formatCount(CHAT_MESSAGE_MAX_LENGTH, language),
    over: formatCount(length - CHAT_MESSAGE_MAX_LENGTH, language),
  };
  const counter =
    length >= COUNTER_FROM
      ? tooLong
        ? t('composer.counterTooLong', counts)
        : t('composer.counter', counts)
      : undefined;

  return (
    <Form onSubmit={onSubmit}>
      <Controller
        control={form.control}
        name="message"
        render={({ field: { ref, ...field } }) => (
          <TextField
            {...field}
            inputRef={ref}
            multiline
            maxRows={5}
            fullWidth
            size="small"
            onKeyDown={onKeyDown}
            error={tooLong}
            helperText={counter}
            // The theme's blank placeholder is replaced: this field says what it is for.
            slotProps={{
              htmlInput: { 'aria-label': t('composer.label'), placeholder: t('composer.placeholder') },
            }}
          />
        )}
      />
      <SendButton type="submit" aria-label={t('composer.send')} disabled={!canSend}>
        <SendIcon size={22} />
      </SendButton>
    </Form>
  );
}
