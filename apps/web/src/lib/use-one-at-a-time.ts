import { useMemo, useRef } from 'react';

export interface OneAtATime {
  /**
   * Starts `action` unless an earlier one has not settled yet; `action` calls `settle` when its answer is
   * in (success or failure).
   */
  run(action: (settle: () => void) => void): void;
}

/**
 * Guards an action against starting twice: a quick double click (or a double tap) can land before the
 * re-render that disables its button, and the second request would then answer "already done" after the
 * first succeeded.
 */
export function useOneAtATime(): OneAtATime {
  const busy = useRef(false);
  return useMemo(
    () => ({
      run(action) {
        if (busy.current) return;
        busy.current = true;
        action(() => {
          busy.current = false;
        });
      },
    }),
    [],
  );
}
