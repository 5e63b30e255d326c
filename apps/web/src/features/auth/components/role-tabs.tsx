import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { UserType } from '@neetmentor/contract';
import { useHydrated } from '../../../lib/use-hydrated.ts';

const STORAGE_KEY = 'authTab';

function readRememberedRole(): UserType {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY) === 'Mentor' ? 'Mentor' : 'Student';
  } catch {
    return 'Student';
  }
}

/** The server cannot see this tab's storage: a prerendered screen shows Student until it hydrates. */
function readServerRole(): UserType {
  return 'Student';
}

/** The remembered role changes only through `choose` below, which also sets state, so nothing to watch. */
function subscribeToNothing(): () => void {
  return () => undefined;
}

/** Remembers the Student/Mentor choice for the rest of the browser session (spec part 1 §2). */
function rememberRole(role: UserType): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, role);
  } catch {
    // Without storage the choice simply is not remembered.
  }
}

/** Router state that opens the sign-up screen on the Mentor tab, for applicants sent back to step one. */
export const MENTOR_TAB_STATE = { role: 'Mentor' } as const;

function readRoleState(state: unknown): UserType | null {
  if (typeof state !== 'object' || state === null || !('role' in state)) return null;
  return state.role === 'Mentor' || state.role === 'Student' ? state.role : null;
}

/**
 * The chosen tab, shared by login and sign-up: the one the router state asks for, otherwise the one
 * chosen last in this session.
 */
export function useRememberedRole(): [UserType, (role: UserType) => void] {
  const location = useLocation();
  const [chosen, setChosen] = useState<UserType | null>(() => readRoleState(location.state));
  const remembered = useSyncExternalStore(subscribeToNothing, readRememberedRole, readServerRole);
  function choose(next: UserType) {
    rememberRole(next);
    setChosen(next);
  }
  return [chosen ?? remembered, choose];
}

interface RoleTabsProps {
  role: UserType;
  onChange: (role: UserType) => void;
  children: ReactNode;
}

const TAB_IDS: Record<UserType, string> = { Student: 'role-tab-student', Mentor: 'role-tab-mentor' };
const PANEL_ID = 'role-tab-panel';

/** The Student and Mentor tabs of the login and sign-up screens, with the panel they control. */
export function RoleTabs({ role, onChange, children }: RoleTabsProps) {
  // A prerendered tab does nothing until the page hydrates: say so (without greying it, which would flash on
  // every load) so assistive technology and automated clicks wait rather than tap into nothing.
  const inert = useHydrated() ? undefined : true;
  return (
    <>
      <Tabs
        value={role}
        onChange={(_event, value: UserType) => onChange(value)}
        variant="fullWidth"
        aria-label="Account type"
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab
          label="Student"
          value="Student"
          id={TAB_IDS.Student}
          aria-controls={PANEL_ID}
          aria-disabled={inert}
        />
        <Tab
          label="Mentor"
          value="Mentor"
          id={TAB_IDS.Mentor}
          aria-controls={PANEL_ID}
          aria-disabled={inert}
        />
      </Tabs>
      <div role="tabpanel" id={PANEL_ID} aria-labelledby={TAB_IDS[role]}>
        {children}
      </div>
    </>
  );
}
