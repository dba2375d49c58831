import { useCallback, useEffect, useState } from 'react';

/**
 * What `ask` answers, asked when drawn and again on `refresh`; the last answer stays in view while
 * the next is on its way, so a list does not blink after each change. `show` puts in its place
 * what another call of the server answered with the same (a transfer answers the product's stock).
 */
export function useKeptAnswer<Value>(ask: () => Promise<Value>) {
  const [round, setRound] = useState(0);
  const [answer, setAnswer] = useState<{ value: Value | null; error: unknown }>({
    value: null,
    error: null,
  });
  useEffect(() => {
    let current = true;
    ask().then(
      (value) => current && setAnswer({ value, error: null }),
      (error: unknown) => current && setAnswer((last) => ({ value: last.value, error })),
    );
    return () => {
      current = false;
    };
  }, [ask, round]);
  const refresh = useCallback(() => setRound((count) => count + 1), []);
  const show = useCallback((value: Value) => setAnswer({ value, error: null }), []);
  return { ...answer, refresh, show };
}
