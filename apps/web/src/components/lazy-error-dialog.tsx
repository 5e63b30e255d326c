import { lazyOnFirstOpen } from '../lib/lazy-on-first-open.tsx';

/**
 * The error dialog for the prerendered sign-in screens, where nothing else needs MUI's Dialog and Modal:
 * their code (about 10 KB gzip) is fetched when the dialog first opens, after a refused call.
 */
export const LazyErrorDialog = lazyOnFirstOpen(
  () => import('./error-dialog.tsx').then((m) => m.ErrorDialog),
  (props) => props.open,
);
