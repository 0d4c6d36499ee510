import { useCallback, useEffect, useState } from 'react';

/**
 * The 'Resend OTP (42s)' wait after a code is sent: `start()` when it is sent, `stop()` when it no
 * longer matters; `secondsLeft` ticks once a second while it runs.
 */
export function useResendCountdown(seconds: number) {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(0);

  useEffect(() => {
    if (until === 0) return;
    const timer = window.setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= until) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);

  const start = useCallback(() => {
    const t = Date.now();
    setNow(t);
    setUntil(t + seconds * 1000);
  }, [seconds]);
  const stop = useCallback(() => setUntil(0), []);

  const waiting = until > now;
  return { waiting, secondsLeft: waiting ? Math.ceil((until - now) / 1000) : 0, start, stop };
}
