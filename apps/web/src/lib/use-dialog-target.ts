import { useState } from 'react';

/**
 * What a dialog acts on (the row to delete, the mentor to pay). Closing keeps the target, so the dialog's
 * text does not go blank while it fades out; the next `show` replaces it.
 */
export function useDialogTarget<T>() {
  const [state, setState] = useState<{ target: T | null; open: boolean }>({ target: null, open: false });
  return {
    target: state.target,
    open: state.open,
    show: (target: T) => setState({ target, open: true }),
    close: () => setState((current) => ({ ...current, open: false })),
  };
}
