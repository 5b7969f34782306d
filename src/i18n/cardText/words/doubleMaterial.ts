// The card text of the step word `doubleMaterial` (src/engine/effects/words/doubleMaterial/).
import type { StepText } from './types';

export const doubleMaterialText: StepText<'doubleMaterial'> = {
  en: (s, w) => `for the rest of this turn, ${w.cards(s.cards, 'every')} may count as two materials for the Fusion Summon of "${w.name(s.fusion)}"`,
  ja: (s, w) => `このターン、「${w.name(s.fusion)}」を融合召喚する場合、${w.cards(s.cards, 'every')}は2体分の融合素材にできる`,
  zh: (s, w) => `这个回合，把「${w.name(s.fusion)}」融合召唤的场合，${w.cards(s.cards, 'every')}可以作为2只的融合素材`,
};
