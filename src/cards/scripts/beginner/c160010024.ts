// Ultra Violady (ウルトラバイオレディ) — Effect monster, DARK Galaxy Lv8.
import type { CardScript } from '../../../engine/effects/vocab';

export const ultraViolady: CardScript = {
  id: 160010024,
  text: 'Continuous: while this card is face-up, neither player can Special Summon a Level 7 monster from a GY.',
  effects: [],
  continuous: { forbidsSpecialSummonFromGy: (def) => def.level === 7 },
};
