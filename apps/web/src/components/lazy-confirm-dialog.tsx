import { lazyOnFirstOpen } from '../lib/lazy-on-first-open.tsx';

/**
 * The confirmation dialog for a page's frame (the logout confirmation), which every signed-in page shows
 * but few people open: MUI's Dialog and Modal (about 12 KB gzip) are fetched when it first opens.
 */
export const LazyConfirmDialog = lazyOnFirstOpen(
  () => import('./confirm-dialog.tsx').then((m) => m.ConfirmDialog),
  (props) => props.open,
);
