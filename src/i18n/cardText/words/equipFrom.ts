// The card text of the step word `equipFrom` (src/engine/effects/words/equipFrom/): Equip Spells
// taken from a pile are placed face-up, each equipping a face-up monster it may equip.
import type { StepText } from './types';

export const equipFromText: StepText<'equipFrom'> = {
  en: (s, w) => `place ${w.cards(s.from, { min: 1, max: s.max })} face-up in your Spell & Trap Zones, one at a time, each equipping ${w.cards(s.to, { n: 1 })} that it may equip`,
  ja: (s, w) => `${w.cards(s.from, { min: 1, max: s.max })}を1枚ずつ自分の魔法＆罠ゾーンに表側表示で置き、それぞれそのカードが装備できる${w.cards(s.to, { n: 1 })}に装備する`,
  zh: (s, w) => `将${w.cards(s.from, { min: 1, max: s.max })}逐张以表侧表示放置到自己的魔法与陷阱区域，各自装备给那张卡可以装备的${w.cards(s.to, { n: 1 })}`,
};
