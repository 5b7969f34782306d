// The card text of the continuous modifier `raceAs` (src/engine/effects/doc/continuous.ts): while
// the card stays face-up, some monsters are of another Type. render.ts gives it the monsters
// worded by its phrasebook (and wraps it in the modifier's `if` conditions).
import { raceName, type TextLang } from '../terms';

const RACE_AS: Readonly<Record<TextLang, (monsters: string, race: string) => string>> = {
  en: (m, r) => `the Type of ${m} is ${raceName(r, 'en')}`,
  ja: (m, r) => `${m}の種族は${raceName(r, 'ja')}になる`,
  zh: (m, r) => `${m}的种族变成${raceName(r, 'zh')}`,
};

/** The clause "these monsters are of Type X" in one language. */
export const raceAsClause = (lang: TextLang, monsters: string, race: string): string => RACE_AS[lang](monsters, race);
