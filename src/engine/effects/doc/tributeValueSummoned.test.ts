// A continuous tributeValue for the Tribute Summon of some monsters only (`summoned`, a printed filter).
import { describe, expect, it } from 'vitest';
import { cardDocProblem } from './validate';
import { playCase } from '../../../cards/cases/play';

const doc = (m: Record<string, unknown>) => ({ id: 1, effects: [], continuous: { modifiers: [{ kind: 'tributeValue', to: 'self', value: 2, ...m }] } });
const fire = { vanilla: { name: 'big', level: 7, atk: 2500, def: 0, attribute: 'FIRE', race: 'Pyro' }, ref: 'big' };
const water = { vanilla: { name: 'big', level: 7, atk: 2500, def: 0, attribute: 'WATER', race: 'Aqua' }, ref: 'big' };
// Flame Ruler: 2 Tributes for a FIRE monster's Tribute Summon in Attack Position.
const board = (hand: unknown) => ({ turn: 3, phase: 'main', players: [{ hand: [hand], monsters: [{ card: { id: 160318003, ref: 'fr' } }] }, {}] });

describe('continuous tributeValue with summoned', () => {
  it('R-NS-6: summoned is a printed filter; board-relative fields are refused', () => {
    expect(cardDocProblem(doc({ summoned: { attribute: 'FIRE' } }))).toBeNull();
    expect(cardDocProblem(doc({ summonPosition: 'attack', summoned: { anyOf: [{ race: 'Dragon' }, { race: 'Machine' }] } }))).toBeNull();
    expect(cardDocProblem(doc({ summoned: { notSelf: true } }))).toMatch(/notSelf/);
  });

  it('R-NS-6: it counts as 2 Tributes only for a monster passing the filter', () => {
    const ok = playCase(board(fire), [{ do: 'summon', card: 'big', position: 'attack', tributes: ['fr'] }]);
    expect(ok.error).toBeNull();
    const no = playCase(board(water), [{ do: 'summon', card: 'big', position: 'attack', tributes: ['fr'] }]);
    expect(no.error?.code).toBe('scenario.exactTributes');
  });
});
