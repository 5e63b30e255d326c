import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { styled } from '@mui/material/styles';

import { buttonStyles } from '../../../components/button-link.tsx';
import { visuallyHiddenStyles } from '../../../components/visually-hidden.tsx';
import { toFieldErrors } from '../../../lib/field-errors.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useSubscribeToNewsletter } from '../api/subscribe-newsletter.ts';
import { preloadPublicFormChecks, publicFormResolver } from '../../../lib/public-form-resolver.ts';
import { useErrorText } from '../../../i18n/error-text.ts';
import { useValidationText } from '../../../i18n/validation-text.ts';

/** `footer`: white input and inverted button on the footer's dark band; `box`: on the blogs page's light box. */
type Variant = 'footer' | 'box';

const Form = styled('form')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(1.5),
  [theme.breakpoints.up('sm')]: { flexDirection: 'row' },
  '&[data-variant="footer"]': { width: '100%', maxWidth: 480 },
}));

const HiddenLabel = styled('label')(visuallyHiddenStyles);

const Input = styled('input')(({ theme }) => ({
  flex: 1,
  minWidth: 0,
  minHeight: 52,
  padding: theme.spacing(1.5, 2.5),
  border: '1px solid #8a96a3',
  borderRadius: 999,
  background: '#ffffff',
  color: theme.palette.text.primary,
  font: 'inherit',
  '&::placeholder': { color: '#5d6b7c', opacity: 1 },
  '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  '[data-variant="footer"] > &': {
    border: '2px solid transparent',
    '&:focus-visible': { outline: '3px solid #7dd3fc' },
  },
}));

const SUBMIT_BUTTONS = {
  footer: styled('button')(({ theme }) => buttonStyles(theme, { variant: 'inverted', size: 'large' })),
  box: styled('button')(({ theme }) => buttonStyles(theme, { size: 'large' })),
};

const Status = styled('p')(({ theme }) => ({
  margin: 0,
  minHeight: '1.5em',
  '&[data-variant="footer"]': { fontSize: '0.9375rem' },
  '&[data-variant="box"]': {
    gridColumn: '1 / -1',
    fontWeight: 600,
    [theme.breakpoints.up('md')]: { gridColumn: 2 },
  },
  '&[data-variant="box"][data-problem="true"]': { color: '#b42318' },
}));

/**
 * The newsletter sign-up of the footer and of the blogs page: the address goes as typed (the server
 * cleans it), a subscription empties the box and thanks the visitor, and a refusal keeps the address and
 * says why, tied to the input, so nobody is left wondering whether it worked. The spec's original emptied
 * the blogs page's box whatever the answer, with no message, so a mistyped address vanished unexplained.
 * Renders the form and its status line side by side, for the caller's layout.
 */
export function NewsletterForm({ variant }: { variant: Variant }) {
  const id = useId();
  // In the catalog every public page loads anyway (the footer's), not in the content pages' one.
  const { t } = useTranslation('layout', { keyPrefix: 'newsletter' });
  const validationText = useValidationText();
  const errorText = useErrorText();
  // No default value: the field keeps what a visitor typed into the server's HTML before the scripts ran.
  const form = useForm({ resolver: publicFormResolver('newsletter') });
  const reason = form.formState.errors.email?.message;
  const problem = reason ? validationText(reason) : null;
  const hydrated = useHydrated();
  const SubmitButton = SUBMIT_BUTTONS[variant];
  const subscription = useSubscribeToNewsletter();

  function subscribe({ email }: { email: string }) {
    subscription.mutate(email, {
      onSuccess: () => form.reset({ email: '' }),
      onError: (error) => {
        const reason = error instanceof ApiError ? toFieldErrors(error.fieldErrors).gmail : undefined;
        form.setError('email', { type: 'server', message: reason ?? errorText(error) });
      },
    });
  }

  return (
    <>
      <Form
        data-variant={variant}
        onFocus={() => void preloadPublicFormChecks()}
        onSubmit={form.handleSubmit(subscribe)}
        noValidate
      >
        <HiddenLabel htmlFor={`${id}-email`}>{t('label')}</HiddenLabel>
        <Input
          id={`${id}-email`}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t('placeholder')}
          {...form.register('email')}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-status` : undefined}
        />
        <SubmitButton type="submit" disabled={!hydrated || subscription.isPending}>
          {subscription.isPending ? t('subscribing') : t('subscribe')}
        </SubmitButton>
      </Form>
      <Status id={`${id}-status`} role="status" data-variant={variant} data-problem={problem !== null}>
        {problem ?? (subscription.isSuccess ? t('thanks') : null)}
      </Status>
    </>
  );
}
