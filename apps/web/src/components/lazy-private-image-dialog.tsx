import { lazyOnFirstOpen } from '../lib/lazy-on-first-open.tsx';

/**
 * The private image dialog for pages that open it only on a tap (a proof, a score card): MUI's Dialog and
 * Modal (about 9 KB gzip) are fetched when it first opens, not with the mentor and admin main pages.
 */
export const LazyPrivateImageDialog = lazyOnFirstOpen(
  () => import('./private-image-dialog.tsx').then((m) => m.PrivateImageDialog),
  (props) => props.image !== null,
);
