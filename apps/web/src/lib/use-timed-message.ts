import { useCallback, useEffect, useRef, useState } from 'react';

/** How long the e-mail code messages and the password-change confirmation stay (spec part 1 §9, part 2 §8). */
export const MESSAGE_DURATION_MS = 4000;

export interface TimedMessage {
  text: string;
  tone: 'success' | 'error';
}

/** A message that clears itself after a while; showing a new one restarts the clock. */
export function useTimedMessage(durationMs: number = MESSAGE_DURATION_MS) {
  const [message, setMessage] = useState<TimedMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = useCallback(
    (text: string, tone: TimedMessage['tone']) => {
      clearTimeout(timer.current);
      setMessage({ text, tone });
      timer.current = setTimeout(() => setMessage(null), durationMs);
    },
    [durationMs],
  );

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(null);
  }, []);

  return { message, show, clear };
}
