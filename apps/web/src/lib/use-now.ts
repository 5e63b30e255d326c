import { useEffect, useState } from 'react';

/** The current time in milliseconds, renewed every `intervalMs`, for countdowns that stay true on screen. */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
