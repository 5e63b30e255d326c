import { useId, useState, type FormEvent } from 'react';
import { styled } from '@mui/material/styles';
import { buttonStyles } from '../../../components/button-link.tsx';
import { visuallyHiddenStyles } from '../../../components/visually-hidden.tsx';
import { useSubscribeToNewsletter } from '../api/subscribe-newsletter.ts';
import { HydratedFieldset } from '../../../components/hydrated-fieldset.tsx';

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

/**
 * The blogs page's newsletter box (spec part 1 §4): the address goes as typed, and the box is emptied
 * once the call is answered, whatever the answer, with no message.
 */
export function NewsletterBox() {
  const id = useId();
  const [email, setEmail] = useState('');
  const subscription = useSubscribeToNewsletter();

  function subscribe(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    subscription.mutate(email, { onSettled: () => setEmail('') });
  }

  return (
    <Root aria-labelledby={`${id}-title`}>
      <div>
        <Title id={`${id}-title`}>Get new guides in your inbox</Title>
        <Text>Study strategies, webinar dates and advice from MBBS mentors. No spam.</Text>
      </div>
      <Form onSubmit={subscribe} noValidate>
        <HydratedFieldset>
          <HiddenLabel htmlFor={`${id}-email`}>Email address</HiddenLabel>
          <Input
            id={`${id}-email`}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="Enter your Email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <SubscribeButton type="submit" disabled={subscription.isPending}>
            Subscribe
          </SubscribeButton>
        </HydratedFieldset>
      </Form>
    </Root>
  );
}
