/**
 * The catalogs' parts: each language's catalog is one folder (`src/locales/<language>/`) of these files,
 * so a page downloads the texts of its own area and the shared ones, not the whole product's.
 * - common: words and parts every area shows (buttons, dialogs, pager, forms, session states, the language switch)
 * - errors: the contract's error codes and the client's own failures
 * - layout: the public header, footer and the sign-in screens' frame
 * - auth, home, content (public pages but the legal ones), legal (terms, refund, privacy),
 *   mentors (directory, profile, booking), student, chat, mentor (the mentor's area), admin
 */
export const NAMESPACES = [
  'common',
  'errors',
  'layout',
  'auth',
  'home',
  'content',
  'legal',
  'mentors',
  'student',
  'chat',
  'mentor',
  'admin',
] as const;

export type Namespace = (typeof NAMESPACES)[number];

/** Loaded before the first render in every language: the rest arrive with the page that needs them. */
export const ALWAYS_LOADED: readonly Namespace[] = ['common', 'errors'];
