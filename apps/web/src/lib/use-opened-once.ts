import { useState } from 'react';

/**
 * Whether a dialog has been open at least once. A dialog whose code loads on demand mounts from its first
 * opening and then stays mounted, so it closes with its transition and hands the focus back as one
 * rendered from the start does.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
