import { useCallback } from 'react';
import { fill, plurals } from '../../i18n';
import { GRID_TABLES, type GridKey } from '../../i18n/deckGrid';
import { useLang } from '../useT';

export type GridT = (key: GridKey, vars?: Record<string, string | number>) => string;

/** Like useT, for the card grid's and card images' words (src/i18n/deckGrid.ts). */
export function useGridT(): GridT {
  const lang = useLang();
  return useCallback((key, vars = {}) => fill(plurals(lang, GRID_TABLES[lang][key], vars), vars), [lang]);
}
