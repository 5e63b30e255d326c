import { useCallback, useState, type FormEvent, type RefObject } from 'react';
import { useTypedBeforeHydration, type TypedValues } from '../../lib/typed-before-hydration.ts';
import { useSubscribeToNewsletter } from './api/subscribe-newsletter.ts';

export const NEWSLETTER_THANKS = 'Thank you for subscribing! NEET tips are on their way.';

/**
 * The behaviour both newsletter boxes share (the footer's and the blogs page's): the address goes as
 * typed, a subscription empties the box and thanks the visitor, and a refusal keeps the address and says
 * why, so nobody is left wondering whether it worked. The form's input must be named `email`.
 */
export function useNewsletterForm(formRef: RefObject<HTMLFormElement | null>) {
  const [email, setEmail] = useState('');
  const subscription = useSubscribeToNewsletter();
  const adoptTyped = useCallback(({ texts }: TypedValues) => {
    if (texts.email !== undefined) setEmail(texts.email);
  }, []);
  const hydrated = useTypedBeforeHydration(formRef, adoptTyped);

  function subscribe(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    subscription.mutate(email, { onSuccess: () => setEmail('') });
  }

  return {
    email,
    setEmail,
    hydrated,
    pending: subscription.isPending,
    subscribe,
    /** The reason of a refusal, shown with the input and tied to it. */
    problem: subscription.isError ? subscription.error.message : null,
    thanks: subscription.isSuccess ? NEWSLETTER_THANKS : null,
  };
}
