// The word options added for the range leftovers of tier 2 (part 1): each validates in a document,
// and a wrong value is refused naming the field. What they do in a duel is checked by the card
// tables of the cards that use them (src/cards/cases).
import { describe, expect, it } from 'vitest';
import { cardDocProblem } from './validate';

const ign = (steps: unknown[], condition?: unknown[]) => ({ id: 1, effects: [{ id: 'e1', kind: 'ignition', ...(condition ? { condition } : {}), steps }] });
const ok = (doc: unknown) => expect(cardDocProblem(doc as never)).toBeNull();
const bad = (doc: unknown) => expect(cardDocProblem(doc as never)).not.toBeNull();

describe('range leftovers words', () => {
  it('R-BAT-2: a kept forbid attack rule may hold the printed effectMonster and bind the opponent', () => {
    ok(ign([{ do: 'forbid', what: 'attack', filter: { effectMonster: true, level: { max: 8 } } }]));
    ok(ign([{ do: 'forbid', what: 'attack', filter: { atk: { min: 3000 } }, player: 'opponent' }]));
    bad(ign([{ do: 'forbid', what: 'attack', filter: { notSelf: true } }]));
    bad(ign([{ do: 'forbid', what: 'attack', player: 'both' }]));
  });
  it('R-MEFF-2: distinct counts Levels; lpAtMost reads either player', () => {
    ok(ign([{ do: 'draw', count: 1 }], [{ distinct: 'level', of: { place: 'gy', side: 'you' }, min: 3 }]));
    ok(ign([{ do: 'draw', count: 1 }], [{ lpAtMost: 700, player: 'opponent' }]));
    bad(ign([{ do: 'draw', count: 1 }], [{ distinct: 'atk', of: { place: 'gy', side: 'you' }, min: 3 }]));
    bad(ign([{ do: 'draw', count: 1 }], [{ lpAtMost: 700, player: 'both' }]));
  });
  it('R-POS-5: position faceUpDefense', () => {
    ok(ign([{ do: 'position', cards: 'self', to: 'faceUpDefense' }]));
    bad(ign([{ do: 'position', cards: 'self', to: 'faceUpAttack' }]));
  });
  it('R-NS-6: a continuous tributeValue may name the monsters it counts for', () => {
    ok({ id: 1, effects: [], continuous: { modifiers: [{ kind: 'tributeValue', to: 'self', value: 2, summonPosition: 'attack', summoned: { attribute: 'EARTH', level: { min: 7, max: 8 } } }] } });
    bad({ id: 1, effects: [], continuous: { modifiers: [{ kind: 'tributeValue', to: 'self', value: 2, summoned: { nope: true } }] } });
  });
  it('values: originalLevelOf, a card set highest in DEF, a damage of 700,000,000', () => {
    ok({ id: 1, effects: [], continuous: { modifiers: [{ kind: 'atk', to: 'self', value: { times: 300, originalLevelOf: { place: 'monsterZones', side: 'you', filter: { faceUp: true } } } }] } });
    ok(ign([{ do: 'choose', as: 't', from: { place: 'monsterZones', side: 'opponent', filter: { faceUp: true }, highest: 'def' } }, { do: 'destroy', cards: { chosen: 't' } }]));
    ok(ign([{ do: 'damage', player: 'opponent', amount: 700_000_000 }]));
    bad(ign([{ do: 'damage', player: 'opponent', amount: 2_000_000_000 }]));
  });
});
