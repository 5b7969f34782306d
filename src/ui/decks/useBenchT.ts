import { useCallback } from 'react';
import { fill } from '../../i18n';
import { BENCH_TABLES, type BenchKey } from '../../i18n/deckBench';
import { useLang } from '../useT';

export type BenchT = (key: BenchKey, vars?: Record<string, string | number>) => string;

/** Like useT, for the deck thumbnails', filter toggle's and deck odds' words (src/i18n/deckBench.ts). */
export function useBenchT(): BenchT {
  const lang = useLang();
  return useCallback((key, vars) => fill(BENCH_TABLES[lang][key], vars), [lang]);
}
