// B.B.B. - Beast Brave Brandish (save/load) and Supreme Marine Fortress Magnum Overbase (Field Spell).
import { Duel } from './testkit';
import { describe, expect, it } from 'vitest';
import { deserialize, serialize } from '../../../engine/serialize';
import { atkPos, board, card, DARK_HOLE, defPos, maxMon, mk, outPlayer, SAKURETSU, scenario } from '../../../engine/testing/mk';
import { builtinRuleset } from '../../ruleset';

const BBB = 160207026;
const OVERBASE = 160007042;
const OVERLORD = 160202002;
const OVERLORD_L = 160202001;
const SKY_R = 160203003;

// B.B.B.'s cases are in src/cards/cases/160207.json; what a table cannot check stays here.
describe('B.B.B. - Beast Brave Brandish (160207026)', () => {
  it('a duel holding its lasting piercing saves and loads', () => {
    const d = Duel.of(
      { hand: [card(BBB, 'bbb')], graveyard: [card(OVERLORD_L, 'g1'), card(SKY_R, 'g2')], monsters: [maxMon()] },
      { monsters: [defPos(mk('o', 0, 1000))] },
    );
    d.activate('bbb').pick('g1', 'g2').option(1);
    expect(d.state.lingering).toEqual([expect.objectContaining({ target: d.uid('C'), kind: 'piercing' })]);
    expect(deserialize(serialize(d.state), builtinRuleset()).ok).toBe(true);
  });
});

describe('Supreme Marine Fortress Magnum Overbase (160007042) R-FIELD-1', () => {
  it('scenario: activated with lower LP, it stays face-up; the Level 10 Machine MAXIMUM monster attacks with 3900', () => {
    const b = board(
      { lp: 4000, hand: [card(OVERBASE, 'ob')], monsters: [maxMon()] },
      { monsters: [atkPos(mk('o', 1000))] },
    );
    const out = scenario(b, [{ do: 'activate', card: 'ob' }, { do: 'enterBattle' }, { do: 'attack', card: 'C', target: 'o' }]);
    expect(out.ok).toBe(true);
    expect(outPlayer(out, 0).field).toMatchObject({ card: { id: OVERBASE, ref: 'ob' }, faceDown: false });
    expect(out.events).toContainEqual(expect.objectContaining({ type: 'damage', player: 1, amount: 2900, reason: 'battle' }));
  });

  it('+400 ATK for face-up Level 7+ Machines on both fields only; Level 10 Machines survive Spells and Traps', () => {
    const machine = (ref: string, atk: number, level: number) => mk(ref, atk, 0, level, { race: 'Machine' });
    const d = Duel.of(
      { lp: 4000, hand: [card(OVERBASE, 'ob'), card(DARK_HOLE, 'dh')], monsters: [atkPos(card(OVERLORD, 'c')), atkPos(machine('m4', 1000, 4))] },
      { monsters: [atkPos(machine('m7', 2000, 7)), atkPos(mk('w8', 2000, 0, 8))], spellTraps: [{ card: card(SAKURETSU, 'sak') }] },
    );
    d.activate('ob');
    expect([d.atk('c'), d.atk('m4'), d.atk('m7'), d.atk('w8')]).toEqual([2300, 1000, 2400, 2000]);
    d.do({ type: 'enterBattle' }).attack('c', 'w8').activate('sak');
    expect(d.onField('c')).toBe(true);
    // Back to a Main Phase of this player: Dark Hole destroys all but the Level 10 Machine.
    d.do({ type: 'endTurn' }).do({ type: 'endTurn' }).activate('dh');
    expect(d.onField('c')).toBe(true);
    expect(d.onField('m4')).toBe(false);
  });

  it('R-MEFF-2: not offered from hand or Set while your LP are not lower; a Set copy is activated later', () => {
    const even = Duel.of({ hand: [card(OVERBASE, 'ob')] });
    expect(even.offers('ob')).toBe(false);
    expect(even.problem('ob')).toMatch(/condition/);
    const set = Duel.of({ lp: 100, field: { card: card(OVERBASE, 'ob'), faceDown: true } });
    expect(set.offers('ob')).toBe(true);
    set.activate('ob');
    expect(set.state.players[0].field).toMatchObject({ faceDown: false });
  });
});
