// Opens the list of a pile (graveyard, your extra deck) in a dialog.
import { createContext, useContext } from 'react';
import type { Seat } from '../engine';

export interface PileSpec {
  seat: Seat;
  place: 'gy' | 'extra';
  title: string;
}

export const PileContext = createContext<(spec: PileSpec) => void>(() => undefined);

export function usePiles(): (spec: PileSpec) => void {
  return useContext(PileContext);
}
