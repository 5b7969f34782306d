import { useCallback } from 'react';
import { fill } from '../../i18n';
import { useLang } from '../useT';
import { TRAINER_TABLES, type TrainerT } from './strings';

/** Like useT, for the trainer's and sandbox's words. */
export function useTrainerT(): TrainerT {
  const lang = useLang();
  return useCallback((key, vars) => fill(TRAINER_TABLES[lang][key], vars), [lang]);
}
