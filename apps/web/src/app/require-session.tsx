import { useContext, useEffect, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { ROUTES } from '@neetmentor/contract';
import { clearAuth } from '../lib/auth-storage.ts';
import { readSession, type SessionRole } from '../lib/session.ts';
import { SignedInContext } from '../lib/signed-in.ts';
import { SignedInFrameContext } from '../lib/signed-in-frame.ts';
import { OtherAccountNotice } from './other-account-notice.tsx';
import { SessionEndedRedirect } from './session-ended-redirect.tsx';

interface RequireSessionProps {
  role: SessionRole;
  children: ReactNode;
  /** The area has no public layout around it, so a notice needs a page frame of its own. */
  standalone?: boolean;
}

/**
 * The spec's guard (part 1 §4, part 2 §4): without a stored session whose token id matches the stored
 * id, the keys are cleared and the visitor goes to the home page. A valid session of another role is
 * kept: a link followed by the wrong account must not sign anyone out, so the page says whose session it
 * is instead. Inside, a session that ends (the server refuses the token) sends the user to sign in again.
 */
export function RequireSession({ role, children, standalone = false }: RequireSessionProps) {
  // Checked when the area opens. Leaving it when the session ends is the job of the flow that ends it
  // (logout, or the redirect below): reacting here too would race them and land on the home page.
  const frameRole = useContext(SignedInFrameContext);
  const [session] = useState(() => (frameRole ? { role: frameRole, id: '' } : readSession()));

  useEffect(() => {
    if (!session) clearAuth();
  }, [session]);

  if (!session) return <Navigate to={ROUTES.home} replace />;
  if (session.role !== role)
    return <OtherAccountNotice session={session} wanted={role} standalone={standalone} />;
  return (
    <SignedInContext value={session}>
      <SessionEndedRedirect />
      {children}
    </SignedInContext>
  );
}
