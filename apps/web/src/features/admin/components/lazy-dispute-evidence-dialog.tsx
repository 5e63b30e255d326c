import { lazyOnFirstOpen } from '../../../lib/lazy-on-first-open.tsx';

/** The evidence dialog's code (MUI's Dialog among it) arrives when an admin first opens a reported session. */
export const LazyDisputeEvidenceDialog = lazyOnFirstOpen(
  () => import('./dispute-evidence-dialog.tsx').then((m) => m.DisputeEvidenceDialog),
  (props) => props.session !== null,
);
