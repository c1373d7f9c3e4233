import { useEffect, useState } from 'react';

/**
 * Milliseconds left until `end` by the server's clock: the device's clock plus `offset` (server minus
 * device), ticking four times a second; undefined until the offset is known or without an end.
 */
export function useCountdown(end: string | null, offset: number | undefined): number | undefined {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);
  if (end === null || offset === undefined) return undefined;
  return new Date(end).getTime() - (now + offset);
}
