// The card text of the step word `equipSelf` (src/engine/effects/words/equipSelf/): a Union monster
// leaves the Monster Zone to become an Equip card of another face-up monster.
import type { StepText } from './types';

export const equipSelfText: StepText<'equipSelf'> = {
  en: (s, w) => `this monster becomes an Equip card placed in your Spell & Trap Zone, equipping ${w.cards(s.to, { n: 1 })}`,
  ja: (s, w) => `このモンスターを装備カード扱いとして自分の魔法＆罠ゾーンに置き、${w.cards(s.to, { n: 1 })}に装備する`,
  zh: (s, w) => `这只怪兽当作装备卡放置到自己的魔法与陷阱区域，装备给${w.cards(s.to, { n: 1 })}`,
};
