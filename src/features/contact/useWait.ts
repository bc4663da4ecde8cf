import { useCallback, useEffect, useRef } from 'react';

/**
 * `wait(ms)` resolves after `ms`, unless the component unmounts first: then its timer is cleared
 * and the promise never settles, so nothing after the `await` touches an unmounted screen.
 */
export function useWait() {
  const timers = useRef(new Set<number>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      pending.forEach((id) => window.clearTimeout(id));
      pending.clear();
    };
  }, []);

  return useCallback(
    (ms: number) =>
      new Promise<void>((resolve) => {
        const id = window.setTimeout(() => {
          timers.current.delete(id);
          resolve();
        }, ms);
        timers.current.add(id);
      }),
    [],
  );
}
