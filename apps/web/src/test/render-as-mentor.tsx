import type { ReactElement } from 'react';
import { SignedInContext } from '../lib/signed-in.ts';
import { renderWithProviders } from './render.tsx';
import { signInAs } from './session.ts';

/** Renders a mentor page as the mentor guard would: signed in as mentor m-1, with the session it checked. */
export function renderAsMentor(ui: ReactElement, route: string) {
  signInAs('mentor', 'm-1');
  return renderWithProviders(<SignedInContext value={{ role: 'mentor', id: 'm-1' }}>{ui}</SignedInContext>, {
    route,
  });
}
