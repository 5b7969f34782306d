// What is lit on the board right now, and which of the human's cards can act (computed once
// per change by the duel screen and handed down).
import { createContext, useContext } from 'react';
import type { Lit } from '../store/targets';

export interface BoardTargets extends Lit {
  acting: Set<number>;
}

export const TargetsContext = createContext<BoardTargets>({
  lit: new Map(),
  source: null,
  prompt: false,
  acting: new Set(),
});

export function useTargets(): BoardTargets {
  return useContext(TargetsContext);
}
