import { useEffect, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { clearAuth } from '../lib/auth-storage.ts';
import { readSession, type SessionRole } from '../lib/session.ts';
import { SignedInContext } from '../lib/signed-in.ts';
import { SessionEndedRedirect } from './session-ended-redirect.tsx';

interface RequireSessionProps {
  role: SessionRole;
  children: ReactNode;
}

/**
 * The spec's guard (part 1 §4, part 2 §4): without a stored session of this role whose token id matches
 * the stored id, the keys are cleared and the visitor goes to the home page. Inside, a session that ends
 * (the server refuses the token) sends the user to sign in again.
 */
export function RequireSession({ role, children }: RequireSessionProps) {
  // Checked when the area opens. Leaving it when the session ends is the job of the flow that ends it
  // (logout, or the redirect below): reacting here too would race them and land on the home page.
  const [session] = useState(readSession);
  const allowed = session?.role === role;

  useEffect(() => {
    if (!allowed) clearAuth();
  }, [allowed]);

  if (!session || !allowed) return <Navigate to="/" replace />;
  return (
    <SignedInContext value={session}>
      <SessionEndedRedirect />
      {children}
    </SignedInContext>
  );
}
