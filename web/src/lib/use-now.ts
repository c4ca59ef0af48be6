import { useEffect, useState } from 'react';

/** The current time, refreshed every `refreshMs` (a minute by default) so day counts roll over. */
export function useNow(refreshMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), refreshMs);
    return () => clearInterval(timer);
  }, [refreshMs]);
  return now;
}
