import { createContext } from 'react';
import type { SessionRole } from './session.ts';

// A module of its own: the sign-in screens read `signed-in.ts`, and must not carry this.

/**
 * Set only by the server, when it renders a signed-in page's frame (the dashboards): the guard lets the page
 * render as this role's, for no one in particular (the id is empty), so the frame shows the page as it looks
 * while its data loads. The browser adopts that frame when its stored session is of the same role.
 */
export const SignedInFrameContext = createContext<SessionRole | null>(null);
