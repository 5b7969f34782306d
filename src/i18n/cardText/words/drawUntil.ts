// The card text of the step word `drawUntil` (src/engine/effects/words/drawUntil/).
import type { StepText } from './types';

export const drawUntilText: StepText<'drawUntil'> = {
  en: (s) => (s.player === 'opponent' ? `your opponent draws cards until their hand holds ${s.hand}` : `draw cards until your hand holds ${s.hand}`),
  ja: (s) => (s.player === 'opponent' ? `相手は手札が${s.hand}枚になるようにデッキからドローする` : `自分の手札が${s.hand}枚になるようにデッキからドローする`),
  zh: (s) => (s.player === 'opponent' ? `对手从卡组抽卡直到手牌变成${s.hand}张` : `自己从卡组抽卡直到手牌变成${s.hand}张`),
};
