import { useEffect, useRef, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';

export interface Notice {
  severity: 'success' | 'error';
  text: ReactNode;
}

interface ActionNoticeProps {
  notice: Notice | null;
  onClose: () => void;
}

/**
 * What became of the last action on a list (accepted, completed, deleted, or the server's reason why
 * not). It takes the focus when it appears: the button pressed has usually left the list with its row.
 */
export function ActionNotice({ notice, onClose }: ActionNoticeProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!notice) return;
    // Once every effect of this render has run: the dialog whose action this reports usually closes in the
    // same render, and until its own effect has let go it would pull the focus back into itself.
    const timer = setTimeout(() => ref.current?.focus());
    return () => clearTimeout(timer);
  }, [notice]);
  if (!notice) return null;
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      severity={notice.severity}
      role={notice.severity === 'success' ? 'status' : 'alert'}
      onClose={onClose}
      sx={{ mb: 2, '& a': { color: 'inherit', fontWeight: 700 } }}
    >
      {notice.text}
    </Alert>
  );
}
