import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ROUTES } from '@neetmentor/contract';
import { ACCOUNT_QUERY_KEY } from '../lib/account-query.ts';
import { onSessionEnded } from '../lib/api-client.ts';
import type { SessionEndedState } from '../lib/signed-in.ts';

/**
 * Inside an account area: when the server refuses the stored token (the api client has already cleared
 * it), the user's own data is dropped and they go to sign in again, admins to their own sign-in page.
 * On public pages nothing moves; the header simply turns back to the guest links.
 */
export function SessionEndedRedirect() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const isAdminArea = pathname.startsWith(ROUTES.adminDashboard);

  useEffect(
    () =>
      onSessionEnded(() => {
        queryClient.removeQueries({ queryKey: ACCOUNT_QUERY_KEY });
        const state: SessionEndedState = { sessionEnded: true };
        navigate(isAdminArea ? ROUTES.adminLogin : ROUTES.login, { replace: true, state });
      }),
    [navigate, queryClient, isAdminArea],
  );

  return null;
}
