import { useId, useRef } from 'react';
import { styled } from '@mui/material/styles';
import { buttonStyles } from '../../components/button-link.tsx';
import { visuallyHiddenStyles } from '../../components/visually-hidden.tsx';
import { useNewsletterForm } from '../../features/content/use-newsletter-form.ts';

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
  const formRef = useRef<HTMLFormElement>(null);
  const newsletter = useNewsletterForm(formRef);

  return (
    <>
      <Form ref={formRef} onSubmit={newsletter.subscribe} noValidate>
        <HiddenLabel htmlFor={inputId}>Email address</HiddenLabel>
        <Input
          id={inputId}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="Enter your Email"
          value={newsletter.email}
          onChange={(event) => newsletter.setEmail(event.target.value)}
          aria-invalid={newsletter.problem ? true : undefined}
          aria-describedby={newsletter.problem ? `${inputId}-status` : undefined}
        />
        <SubmitButton type="submit" disabled={!newsletter.hydrated || newsletter.pending}>
          {newsletter.pending ? 'Subscribing…' : 'Subscribe'}
        </SubmitButton>
      </Form>
      <Status id={`${inputId}-status`} role="status">
        {newsletter.thanks ?? newsletter.problem}
      </Status>
    </>
  );
}
