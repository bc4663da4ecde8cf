import { useEffect, useState } from 'react';

/**
 * `value`, once it has stopped changing for `delay` ms: suggestions are asked for what the shopper
 * has paused on, not for every key. Hand-written: eight lines, where a package would add a
 * dependency for this alone.
 */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
