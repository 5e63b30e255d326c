import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { clearAuth } from '../lib/auth-storage.ts';
import { discardChatStorage } from '../lib/chat-storage.ts';
import { ACCOUNT_QUERY_KEY } from '../lib/account-query.ts';
import { LazyConfirmDialog } from './lazy-confirm-dialog.tsx';

interface LogoutDialogProps {
  open: boolean;
  onClose: () => void;
  /** The role's logout call, which revokes the token on the server. */
  logout: () => Promise<unknown>;
  /** Where the user lands: /login for students and mentors, /admin/login for admins. */
  redirectTo: string;
}

/**
 * The spec's logout confirmation (title 'Confirm Logout', Cancel and Logout). The browser forgets the
 * session even when the call fails on a bad connection: someone logging out of a shared phone or a
 * cyber café computer must not stay signed in.
 */
export function LogoutDialog({ open, onClose, logout, redirectTo }: LogoutDialogProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  async function logOut() {
    setPending(true);
    try {
      await logout();
    } catch (error) {
      console.error('Logout failed; the session is forgotten on this device anyway', error);
    }
    navigate(redirectTo, { replace: true });
    clearAuth();
    discardChatStorage();
    queryClient.removeQueries({ queryKey: ACCOUNT_QUERY_KEY });
  }

  return (
    <LazyConfirmDialog
      open={open}
      title={t('logout.title')}
      text={t('logout.text')}
      confirmLabel={t('logout.confirm')}
      pending={pending}
      onConfirm={() => void logOut()}
      onCancel={onClose}
    />
  );
}
