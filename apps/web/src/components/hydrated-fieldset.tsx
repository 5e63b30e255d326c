import type { ReactNode } from 'react';
import { styled } from '@mui/material/styles';
import { useHydrated } from '../lib/use-hydrated.ts';

// No box of its own: the controls keep the form's layout.
const Fieldset = styled('fieldset')({ display: 'contents' });

/**
 * The controls of a form the server prerenders, disabled until the page has hydrated: React would wipe a
 * value typed before (its state says empty), and a submit before would reload the page with the values
 * in the address instead of sending them.
 */
export function HydratedFieldset({ children }: { children: ReactNode }) {
  return <Fieldset disabled={!useHydrated()}>{children}</Fieldset>;
}
