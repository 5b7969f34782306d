// The step word `look`: the effect's player looks at cards that stay where and as they are.
// Its run code: run.ts; its card text: src/i18n/cardText/words/look.ts.
import { cardRefSchema } from '../../doc/schema/refs';
import { step } from '../../doc/schema/stepBase';
import type { WordRow } from '../../doc/vocabulary/row';

export const lookSchema = step('look', { cards: cardRefSchema });

export const lookRows: readonly WordRow[] = [
  { words: ['look'], meaning: 'the effect\'s player looks at the referenced cards: an option prompt to that player titled `doc.look` with the cards as `cards` and one answer, `opt.seen`; while it is open `playerView` shows those cards to that player only (`LOOK_CODE`, `src/engine/view.ts`), and once it is answered they are hidden again; nothing moves or turns over', example: { do: 'look', cards: { place: ['monsterZones', 'spellTraps'], side: 'opponent', filter: { faceUp: false } } } },
];
