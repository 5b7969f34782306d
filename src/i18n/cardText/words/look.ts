// The card text of the step word `look` (src/engine/effects/words/look/).
import type { StepText } from './types';

export const lookText: StepText<'look'> = {
  en: (s, w) => {
    const cards = w.cards(s.cards, 'every');
    // One card ("the chosen card") is "it"; a group ("every card in your opponent's hand") is "them".
    const one = /^the [\w -]+ (card|monster)$/.test(cards);
    return `look at ${cards} (only you see ${one ? 'it' : 'them'}, and ${one ? 'it stays where it is' : 'they stay as they are'})`;
  },
  ja: (s, w) => `${w.cards(s.cards, 'every')}を自分だけが確認する（カードはそのままにする）`,
  zh: (s, w) => `由自己确认${w.cards(s.cards, 'every')}（那些卡保持原样）`,
};
