import { useEffect, useRef, useState } from 'react';

/** A number that counts to `target` over `ms` (ease-out); jumps at once when ms is 0. */
export function useCountTo(target: number, ms: number): number {
  const [shown, setShown] = useState(target);
  // Where the count is now, so a new target continues from there.
  const now = useRef(target);

  useEffect(() => {
    const show = (v: number): void => {
      now.current = v;
      setShown(v);
    };
    const start = now.current;
    if (ms <= 0 || start === target) {
      show(target);
      return;
    }
    let frame = 0;
    const t0 = performance.now();
    const tick = (time: number): void => {
      const t = Math.min(1, Math.max(0, (time - t0) / ms));
      const eased = 1 - (1 - t) * (1 - t);
      show(Math.round(start + (target - start) * eased));
      if (t < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [target, ms]);

  return shown;
}
