import { useId, useRef } from 'react';
import { styled } from '@mui/material/styles';
import { buttonStyles } from '../../../components/button-link.tsx';
import { visuallyHiddenStyles } from '../../../components/visually-hidden.tsx';
import { useNewsletterForm } from '../use-newsletter-form.ts';

const Root = styled('section')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  alignItems: 'center',
  padding: theme.spacing(3),
  borderRadius: 20,
  background: theme.palette.primary.light,
  border: '1px solid #c9dcee',
  color: theme.palette.text.primary,
  [theme.breakpoints.up('md')]: { gridTemplateColumns: '1fr minmax(0, 460px)', padding: theme.spacing(4, 5) },
}));

const Title = styled('h2')({ margin: 0, fontSize: '1.375rem', fontWeight: 800, lineHeight: 1.3 });

const Text = styled('p')(({ theme }) => ({
  margin: '6px 0 0',
  lineHeight: 1.55,
  color: theme.palette.text.secondary,
}));

const Form = styled('form')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(1.5),
  [theme.breakpoints.up('sm')]: { flexDirection: 'row' },
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
}));

const SubscribeButton = styled('button')(({ theme }) => buttonStyles(theme, { size: 'large' }));

const Status = styled('p')(({ theme }) => ({
  gridColumn: '1 / -1',
  margin: 0,
  minHeight: '1.5em',
  fontWeight: 600,
  '&[data-problem="true"]': { color: '#b42318' },
  [theme.breakpoints.up('md')]: { gridColumn: 2 },
}));

/**
 * The blogs page's newsletter box. The spec's original emptied it whatever the answer, with no message,
 * so a mistyped address vanished unexplained; it now behaves as the footer's box (thanks, or the reason
 * with the address kept).
 */
export function NewsletterBox() {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const newsletter = useNewsletterForm(formRef);

  return (
    <Root aria-labelledby={`${id}-title`}>
      <div>
        <Title id={`${id}-title`}>Get new guides in your inbox</Title>
        <Text>Study strategies, webinar dates and advice from MBBS mentors. No spam.</Text>
      </div>
      <Form ref={formRef} onSubmit={newsletter.subscribe} noValidate>
        <HiddenLabel htmlFor={`${id}-email`}>Email address</HiddenLabel>
        <Input
          id={`${id}-email`}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="Enter your Email"
          value={newsletter.email}
          onChange={(event) => newsletter.setEmail(event.target.value)}
          aria-invalid={newsletter.problem ? true : undefined}
          aria-describedby={newsletter.problem ? `${id}-status` : undefined}
        />
        <SubscribeButton type="submit" disabled={!newsletter.hydrated || newsletter.pending}>
          {newsletter.pending ? 'Subscribing…' : 'Subscribe'}
        </SubscribeButton>
      </Form>
      <Status id={`${id}-status`} role="status" data-problem={newsletter.problem !== null}>
        {newsletter.thanks ?? newsletter.problem}
      </Status>
    </Root>
  );
}
