import { lazy, Suspense, type ComponentProps } from 'react';
import { useOpenedOnce } from '../lib/use-opened-once.ts';

const ErrorDialog = lazy(() => import('./error-dialog.tsx').then((m) => ({ default: m.ErrorDialog })));

/**
 * The error dialog for the prerendered sign-in screens, where nothing else needs MUI's Dialog and Modal:
 * their code (about 10 KB gzip) is fetched when the dialog first opens, after a refused call.
 */
export function LazyErrorDialog(props: ComponentProps<typeof ErrorDialog>) {
  const opened = useOpenedOnce(props.open);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ErrorDialog {...props} />
    </Suspense>
  );
}
