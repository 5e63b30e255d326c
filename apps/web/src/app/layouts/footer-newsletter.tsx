import { useId, useState, type FormEvent } from 'react';
import { styled } from '@mui/material/styles';
import { buttonStyles } from '../../components/button-link.tsx';
import { visuallyHiddenStyles } from '../../components/visually-hidden.tsx';
import { useSubscribeToNewsletter } from '../../features/content/api/subscribe-newsletter.ts';
import { HydratedFieldset } from '../../components/hydrated-fieldset.tsx';

const Form = styled('form')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(1.5),
  width: '100%',
  maxWidth: 480,
  [theme.breakpoints.up('sm')]: { flexDirection: 'row' },
}));

const HiddenLabel = styled('label')(visuallyHiddenStyles);

const Input = styled('input')(({ theme }) => ({
  flex: 1,
  minWidth: 0,
  minHeight: 52,
  padding: theme.spacing(1.5, 2.5),
  border: '2px solid transparent',
  borderRadius: 999,
  background: '#ffffff',
  color: theme.palette.text.primary,
  font: 'inherit',
  '&::placeholder': { color: '#5d6b7c', opacity: 1 },
  '&:focus-visible': { outline: '3px solid #7dd3fc', outlineOffset: 2 },
}));

const SubmitButton = styled('button')(({ theme }) =>
  buttonStyles(theme, { variant: 'inverted', size: 'large' }),
);

const Status = styled('p')({ margin: 0, minHeight: '1.5em', fontSize: '0.9375rem' });

/** Footer newsletter box: cleared after a successful subscription, kept as typed after a failure. */
export function FooterNewsletter() {
  const inputId = useId();
  const [email, setEmail] = useState('');
  const subscription = useSubscribeToNewsletter();

  function subscribe(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    subscription.mutate(email, { onSuccess: () => setEmail('') });
  }

  return (
    <>
      <Form onSubmit={subscribe} noValidate>
        <HydratedFieldset>
          <HiddenLabel htmlFor={inputId}>Email address</HiddenLabel>
          <Input
            id={inputId}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="Enter your Email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={subscription.isError || undefined}
            aria-describedby={subscription.isError ? `${inputId}-status` : undefined}
          />
          <SubmitButton type="submit" disabled={subscription.isPending}>
            {subscription.isPending ? 'Subscribing…' : 'Subscribe'}
          </SubmitButton>
        </HydratedFieldset>
      </Form>
      <Status id={`${inputId}-status`} role="status">
        {subscription.isSuccess && 'Thank you for subscribing! NEET tips are on their way.'}
        {subscription.isError && subscription.error.message}
      </Status>
    </>
  );
}
