// The condition word `triggerFrom`: a Trap was activated when a card moved from one of these
// places met its timing (a Trap whose extra asks that a card of the timing came from the Deck). Its
// test: run.ts; its card text: src/i18n/cardText/words/triggerFrom.ts.
// Only build.ts: refs.ts spreads this form into the condition's schema, so it cannot import refs.ts.
import { nonEmpty, obj, word } from '../../../doc/schema/build';
import type { WordRow } from '../../../doc/vocabulary/row';

export const triggerFromForm = {
  triggerFrom: obj({ triggerFrom: nonEmpty(word('deck', 'hand', 'monsterZones', 'spellTraps', 'gy'), 5, ' must name at least one place') }),
};

export const triggerFromRows: readonly WordRow[] = [
  {
    words: ['triggerFrom'],
    meaning:
      'on a Trap whose timing is a card moving (`sentToGy`, `moved`): among the events that met its timing, one moved a card from one of these places (`deck`, `hand`, `monsterZones`, `spellTraps` (the Field Zone included), `gy`); known when it is checked as when it resolves (the frame local `triggerFrom`, `effects/activate.ts` `triggerLocals`), false on any other effect',
    example: { triggerFrom: ['deck'] },
  },
];
