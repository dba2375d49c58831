import { useCallback, useEffect, useState } from 'react';

/** A call to the shop's server as a staff page waits for it: on its way, in, or refused. */
export type Answer<Value> =
  { status: 'loading' } | { status: 'loaded'; value: Value } | { status: 'failed'; error: unknown };

const loading = { status: 'loading' } as const;

/**
 * What `ask` answers, asked once the staff page is drawn (for staff only, so never in a loader,
 * which runs before the session is known) and again whenever `ask` changes or `retry` is
 * called: loading until the answer to that very call is in.
 */
export function useAnswer<Value>(ask: () => Promise<Value>): Answer<Value> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [answered, setAnswered] = useState<{
    ask: () => Promise<Value>;
    attempt: number;
    answer: Answer<Value>;
  }>();
  useEffect(() => {
    let current = true;
    const keep = (answer: Answer<Value>) => current && setAnswered({ ask, attempt, answer });
    ask().then(
      (value) => keep({ status: 'loaded', value }),
      (error: unknown) => keep({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [ask, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const answer = answered?.ask === ask && answered.attempt === attempt ? answered.answer : loading;
  return { ...answer, retry };
}
