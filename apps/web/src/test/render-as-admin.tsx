import type { ReactElement } from 'react';
import type { SiteLanguage } from '@neetmentor/contract';
import { SignedInContext } from '../lib/signed-in.ts';
import { renderWithProviders } from './render.tsx';
import { signInAs } from './session.ts';

export const ADMIN_ID = 'a-1';

/**
 * Renders an admin page as the admin guard would: signed in as admin a-1, with the session it checked, in
 * English unless a language is given.
 */
export function renderAsAdmin(ui: ReactElement, route: string, language: SiteLanguage = 'en') {
  signInAs('admin', ADMIN_ID);
  return renderWithProviders(
    <SignedInContext value={{ role: 'admin', id: ADMIN_ID }}>{ui}</SignedInContext>,
    { route, language },
  );
}
