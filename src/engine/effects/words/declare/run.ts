// Running the step word `declare` (schema.ts says what it means).
import { tx } from '../../../text';
import { other } from '../../../zones';
import type { Prompt, Step } from '../../types';
import type { DocStep } from '../../doc/types';

/** The card types a `cardType` declaration offers, in the order of its options (an answer is an index). */
export const DECLARED_CARD_TYPES = ['monster', 'spell', 'trap'] as const;

export function runDeclare(s: Extract<DocStep, { do: 'declare' }>): Step {
  const store = s.as;
  return {
    run(ctx): Prompt | void {
      if (ctx.locals[store] !== undefined) return;
      const player = s.by === 'opponent' ? other(ctx.seat) : ctx.seat;
      return {
        kind: 'option',
        store,
        player,
        title: tx('doc.declareCardType'),
        options: [tx('opt.monsterCard'), tx('opt.spellCard'), tx('opt.trapCard')],
      };
    },
  };
}
