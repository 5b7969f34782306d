// The card text of the step word `equip` (src/engine/effects/words/equip/): this Equip Spell
// equips one face-up monster.
import type { StepText } from './types';

export const equipText: StepText<'equip'> = {
  en: (s, w) => `equip ${w.cards(s.to, { n: 1 })} with this card`,
  ja: (s, w) => `${w.cards(s.to, { n: 1 })}にこのカードを装備する`,
  zh: (s, w) => `给${w.cards(s.to, { n: 1 })}装备这张卡`,
};
