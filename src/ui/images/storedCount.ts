// How many card pictures this browser keeps, for the "My card images" panel.
import { useCallback, useState } from 'react';

export function useStoredCount(): { count: number | null; refresh(): void; set(n: number): void } {
  const [count, setCount] = useState<number | null>(null);
  const refresh = useCallback(() => {
    void import('./imageStore')
      .then((m) => m.countStored())
      .then(setCount, () => setCount(0));
  }, []);
  return { count, refresh, set: setCount };
}
