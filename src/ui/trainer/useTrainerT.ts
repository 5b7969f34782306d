import { useCallback } from 'react';
import { fill, plurals } from '../../i18n';
import { useApp } from '../../store/appStore';
import { useLang } from '../useT';
import { puzzleWords } from './puzzleText';
import { TRAINER_TABLES, type TrainerT } from './strings';

/** Like useT, for the trainer's and sandbox's words. */
export function useTrainerT(): TrainerT {
  const lang = useLang();
  return useCallback((key, vars = {}) => fill(plurals(lang, TRAINER_TABLES[lang][key], vars), vars), [lang]);
}

/** A puzzle's title and briefing in the chosen interface and card-name languages. */
export function usePuzzleWords(): (p: { id: string; title: string; briefing: string }) => { title: string; briefing: string } {
  const lang = useLang();
  const names = useApp((s) => s.settings.cardNames);
  return useCallback((p) => puzzleWords(p, lang, names), [lang, names]);
}
