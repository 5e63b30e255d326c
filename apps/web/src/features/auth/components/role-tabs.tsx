import {
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import ButtonBase from '@mui/material/ButtonBase';
import { styled } from '@mui/material/styles';
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

/**
 * For the form of a prerendered tab: once the page hydrates, the remembered tab may be the other one. When
 * the visitor has already typed into or ticked this form (a field the form took in from the page differs
 * from its default), `keep` is called, once and before the screen is drawn again, so the screen stays on
 * the tab they typed into.
 */
export function useKeepTypedTab<V extends FieldValues>(
  form: Pick<UseFormReturn<V>, 'getFieldState'>,
  names: readonly Path<V>[],
  keep: () => void,
): void {
  const hydrating = useRef(!useHydrated());
  useLayoutEffect(() => {
    if (!hydrating.current) return;
    hydrating.current = false;
    if (names.some((name) => form.getFieldState(name).isDirty)) keep();
  });
}

interface RoleTabsProps {
  role: UserType;
  onChange: (role: UserType) => void;
  children: ReactNode;
}

const ROLES: readonly UserType[] = ['Student', 'Mentor'];
const TAB_IDS: Record<UserType, string> = { Student: 'role-tab-student', Mentor: 'role-tab-mentor' };
const PANEL_ID = 'role-tab-panel';

// MUI's Tabs, variant="fullWidth", drawn the same (its root, scroller, list, tab and indicator styles) for two
// tabs of equal width, so the indicator's place is known without measuring. MUI's Tabs with its scroll
// buttons and roving focus cost about 6 KB gzip on the login and sign-up screens ("A lighter text field,
// dialogs and checks on the sign-in screens" in docs/decisions.md).
const TabsRoot = styled('div')(({ theme }) => ({
  overflow: 'hidden',
  minHeight: 48,
  WebkitOverflowScrolling: 'touch',
  display: 'flex',
  marginBottom: theme.spacing(3),
  borderBottom: `1px solid ${theme.palette.divider}`,
}));

const TabsScroller = styled('div')({
  position: 'relative',
  display: 'inline-block',
  flex: '1 1 auto',
  whiteSpace: 'nowrap',
  overflowX: 'hidden',
  width: '100%',
});

const TabList = styled('div')({ display: 'flex' });

const Tab = styled(ButtonBase)(({ theme }) => ({
  ...theme.typography.button,
  maxWidth: 'none',
  minWidth: 90,
  position: 'relative',
  minHeight: 48,
  padding: '12px 16px',
  overflow: 'hidden',
  whiteSpace: 'normal',
  textAlign: 'center',
  lineHeight: 1.25,
  flexDirection: 'column',
  flex: '1 1 0',
  color: theme.palette.text.secondary,
  '&[aria-selected="true"]': { color: theme.palette.primary.main },
}));

const Indicator = styled('span')(({ theme }) => ({
  position: 'absolute',
  height: 2,
  bottom: 0,
  width: `${100 / ROLES.length}%`,
  transition: theme.transitions.create('all'),
  backgroundColor: theme.palette.primary.main,
}));

/** The keys that move the focus along the tabs, as in MUI's Tabs: the choice waits for Enter, Space or a tap. */
function nextFocus(key: string, index: number): number | null {
  if (key === 'ArrowRight') return (index + 1) % ROLES.length;
  if (key === 'ArrowLeft') return (index - 1 + ROLES.length) % ROLES.length;
  if (key === 'Home') return 0;
  if (key === 'End') return ROLES.length - 1;
  return null;
}

/** The Student and Mentor tabs of the login and sign-up screens, with the panel they control. */
export function RoleTabs({ role, onChange, children }: RoleTabsProps) {
  const { t } = useTranslation('auth');
  // A prerendered tab does nothing until the page hydrates: say so (without greying it, which would flash on
  // every load) so assistive technology and automated clicks wait rather than tap into nothing.
  const inert = useHydrated() ? undefined : true;
  // Roving focus: the tab the arrow keys reached is the one Tab returns to, until another role is chosen.
  const [focused, setFocused] = useState<{ role: UserType; index: number } | null>(null);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const activeIndex = focused?.role === role ? focused.index : ROLES.indexOf(role);

  function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
    if (event.altKey || event.shiftKey || event.ctrlKey || event.metaKey) return;
    const current = tabRefs.current.findIndex((tab) => tab === event.target);
    const next = nextFocus(event.key, current === -1 ? activeIndex : current);
    if (next === null) return;
    event.preventDefault();
    tabRefs.current[next]?.focus();
    setFocused({ role, index: next });
  }

  return (
    <>
      <TabsRoot>
        <TabsScroller>
          <TabList role="tablist" aria-label={t('roles.tabsLabel')} onKeyDown={moveFocus}>
            {ROLES.map((tabRole, index) => (
              <Tab
                key={tabRole}
                ref={(tab: HTMLButtonElement | null) => {
                  tabRefs.current[index] = tab;
                }}
                focusRipple
                role="tab"
                aria-selected={tabRole === role}
                tabIndex={index === activeIndex ? 0 : -1}
                id={TAB_IDS[tabRole]}
                aria-controls={PANEL_ID}
                aria-disabled={inert}
                onFocus={() => setFocused({ role, index })}
                onClick={() => {
                  if (tabRole !== role) onChange(tabRole);
                }}
              >
                {t(`roles.${tabRole}`)}
              </Tab>
            ))}
          </TabList>
          <Indicator style={{ left: `${(100 * ROLES.indexOf(role)) / ROLES.length}%` }} />
        </TabsScroller>
      </TabsRoot>
      <div role="tabpanel" id={PANEL_ID} aria-labelledby={TAB_IDS[role]}>
        {children}
      </div>
    </>
  );
}
