import { lazy, Suspense, type ComponentType } from 'react';
import { useOpenedOnce } from './use-opened-once.ts';

/**
 * A dialog (or panel) whose code is fetched when it first opens, for pages where most people never open
 * it. From its first opening it stays mounted (`useOpenedOnce`), so it closes with its transition and
 * hands the focus back as one rendered from the start does.
 */
export function lazyOnFirstOpen<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  isOpen: (props: Props) => boolean,
): ComponentType<Props> {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  return function LazyOnFirstOpen(props: Props) {
    const opened = useOpenedOnce(isOpen(props));
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
