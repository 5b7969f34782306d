// The filter field compareTo: a figure at most (at least) another card's figure, current on the
// field, printed elsewhere; a figure a card lacks never passes nor counts (R-MAX-8).
import { describe, expect, it } from 'vitest';
import { builtinRuleset } from '../../../cards/ruleset';
import { readBoard } from '../../scenario/readBoard';
import { locateMonster } from '../../zones';
import { cardsOf, monsterPasses } from './select';
import { cardDocProblem } from './validate';
import type { Filter } from './types';

const mon = (ref: string, atk: number, def: number, level = 4) => ({ vanilla: { name: ref, level, atk, def, attribute: 'DARK', race: 'Fiend' }, ref });

function board(p0: object, p1: object) {
  const r = readBoard({ turn: 3, phase: 'main', players: [p0, p1] }, 1, builtinRuleset());
  const ctx = { state: r.state, self: -1, seat: 0 as const, locals: {} as Record<string, number[]> };
  const uid = (ref: string): number => r.refs.get(ref) as number;
  const slot = (ref: string) => {
    const at = locateMonster(r.state, uid(ref));
    if (!at) throw new Error(ref);
    return at.slot;
  };
  return { ctx, uid, slot };
}

const opponentsField = { place: 'monsterZones', side: 'opponent', filter: { faceUp: true } } as const;

describe('filter compareTo', () => {
  it('R-MEFF-2 compares a figure with another figure of the referenced cards: DEF at most the ATK, ATK at least the DEF', () => {
    const b = board({ monsters: [{ card: mon('g', 2000, 0) }] }, { monsters: [{ card: mon('d20', 100, 2000) }, { card: mon('d21', 100, 2100) }] });
    b.ctx.locals.gauge = [b.uid('g')];
    const atMost: Filter = { faceUp: true, compareTo: { stat: 'def', is: 'atMost', of: { chosen: 'gauge' }, ofStat: 'atk' } };
    expect(monsterPasses(b.ctx, b.slot('d20'), atMost)).toBe(true);
    expect(monsterPasses(b.ctx, b.slot('d21'), atMost)).toBe(false);
    const atLeast: Filter = { compareTo: { stat: 'atk', is: 'atLeast', of: opponentsField, ofStat: 'def' } };
    // At least one referenced card is enough: 2000 ATK reaches the 2000 DEF, not the 2100.
    expect(monsterPasses(b.ctx, b.slot('g'), atLeast)).toBe(true);
    expect(monsterPasses(b.ctx, b.slot('d21'), atLeast)).toBe(false);
  });

  it('R-MEFF-2 a card in a pile is read as printed, and `ofStat` defaults to the same figure', () => {
    const b = board({ monsters: [{ card: mon('p5', 1800, 0, 5) }], graveyard: [mon('g5', 100, 0, 5), mon('g6', 100, 0, 6)] }, {});
    const level: Filter = { compareTo: { stat: 'level', is: 'atMost', of: { place: 'monsterZones', side: 'you', filter: { faceUp: true } } } };
    expect(cardsOf(b.ctx, { place: 'gy', side: 'you', filter: level })).toEqual([b.uid('g5')]);
  });

  it('R-MAX-8 a monster in MAXIMUM mode has no DEF: it never passes a DEF comparison, nor counts as the card compared with', () => {
    const maximum = { card: { id: 160202002, ref: 'C' }, maximum: { left: { id: 160202001, ref: 'L' }, right: { id: 160202003, ref: 'R' } } };
    const b = board({ monsters: [{ card: mon('g', 5000, 0) }] }, { monsters: [maximum] });
    b.ctx.locals.gauge = [b.uid('g')];
    expect(monsterPasses(b.ctx, b.slot('C'), { compareTo: { stat: 'def', is: 'atMost', of: { chosen: 'gauge' }, ofStat: 'atk' } })).toBe(false);
    expect(monsterPasses(b.ctx, b.slot('g'), { compareTo: { stat: 'atk', is: 'atLeast', of: opponentsField, ofStat: 'def' } })).toBe(false);
  });

  it('R-MEFF-2 reads the board, so a rule kept in the duel state cannot hold it', () => {
    const filter = { compareTo: { stat: 'atk', is: 'atMost', of: 'self' } };
    expect(cardDocProblem({ id: 1, effects: [{ id: 'e1', kind: 'ignition', steps: [{ do: 'forbid', what: 'attack', filter }] }] } as never)).not.toBeNull();
    expect(cardDocProblem({ id: 1, effects: [{ id: 'e1', kind: 'ignition', steps: [{ do: 'destroy', cards: { place: 'monsterZones', side: 'opponent', filter } }] }] } as never)).toBeNull();
  });
});
