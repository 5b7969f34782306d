import { useApp } from '../store/appStore';
import { speedFactor } from '../store/settings';
import { useReducedMotion } from './useReducedMotion';

/** Animation length factor: 0 for instant; reduced motion keeps fades short. */
export function useSpeed(): number {
  const speed = useApp((s) => s.settings.speed);
  const reduced = useReducedMotion();
  const f = speedFactor(speed);
  return reduced ? Math.min(f, 0.5) : f;
}

/** Seconds for an animation that lasts `ms` at normal speed. */
export function useDuration(ms: number): number {
  return (ms * useSpeed()) / 1000;
}
