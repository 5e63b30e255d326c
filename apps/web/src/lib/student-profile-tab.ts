// Small enough for the public header, which links to the Chats tab too.

/**
 * Router state for /student-profile: the tab to open, such as Session Management after a booking or
 * Chats from the header's chat link.
 */
export interface StudentProfileTabState {
  tab: 'sessions' | 'chats';
}

/** Opens the student's profile on its Chats tab. */
export const CHATS_TAB: StudentProfileTabState = { tab: 'chats' };

export function isStudentProfileTabState(state: unknown): state is StudentProfileTabState {
  return (
    typeof state === 'object' &&
    state !== null &&
    'tab' in state &&
    (state.tab === 'sessions' || state.tab === 'chats')
  );
}
