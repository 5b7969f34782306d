// Super Electromagnetic Maximum, B.B.B. - Beast Brave Brandish.
import { Duel } from './testkit';
import { describe, expect, it } from 'vitest';
import { deserialize, serialize } from '../../../engine/serialize';
import { atkPos, card, defPos, maxMon, mk } from '../../../engine/testing/mk';
import { builtinRuleset } from '../../ruleset';

const SEM = 160207024;
const BBB = 160207026;
const OVERLORD = 160202002;
const OVERLORD_L = 160202001;
const OVERLORD_R = 160202003;
const SKY_R = 160203003;

describe('Super Electromagnetic Maximum (160207024)', () => {
  const hand = () => [card(SEM, 'sem'), card(OVERLORD, 'c'), mk('lv4', 0)];
  const gy = () => [card(OVERLORD_L, 'l'), card(OVERLORD_R, 'r'), mk('w', 0)];

  it('reveal a Level 10 Machine; add 1 or 2 Machine monsters from the GY; no Normal Summon or Set this turn, MAXIMUM Summon still allowed', () => {
    const d = Duel.of({ hand: hand(), graveyard: gy() }, { monsters: [atkPos(mk('o', 0))] });
    d.activate('sem').pick('c');
    expect(d.ev('reveal')).toEqual([expect.objectContaining({ card: 'c', player: 0 })]);
    expect(d.state.pending).toMatchObject({ kind: 'choose', min: 1, max: 2 });
    expect(d.choices().sort()).toEqual(['l', 'r']);
    d.pick('l', 'r');
    expect(d.hand().sort()).toEqual(['c', 'l', 'lv4', 'r']);
    expect(d.refused({ type: 'summon', card: d.uid('lv4'), position: 'attack', zone: 0 })).toMatch(/Normal Summon/);
    expect(d.refused({ type: 'summon', card: d.uid('lv4'), position: 'set', zone: 0 })).toMatch(/Normal Summon/);
    d.do({ type: 'maximumSummon', card: d.uid('c'), left: d.uid('l'), right: d.uid('r') });
    expect(d.atk('c')).toBe(3500);
    d.do({ type: 'endTurn' }).do({ type: 'endTurn' });
    expect(d.state.lingering.filter((l) => l.kind === 'noNormalSummon')).toEqual([]);
  });

  it('R-MEFF-2: not offered when the opponent controls no monster, with no Machine in the GY, or no Level 10 Machine in hand', () => {
    expect(Duel.of({ hand: hand(), graveyard: gy() }).offers('sem')).toBe(false);
    expect(Duel.of({ hand: hand(), graveyard: [mk('w', 0)] }, { monsters: [atkPos(mk('o', 0))] }).offers('sem')).toBe(false);
    expect(Duel.of({ hand: [card(SEM, 'sem'), card(OVERLORD_L, 'x')], graveyard: gy() }, { monsters: [atkPos(mk('o', 0))] }).offers('sem')).toBe(false);
  });
});

describe('B.B.B. - Beast Brave Brandish (160207026)', () => {
  const b = (opts = {}) =>
    Duel.of(
      { hand: [card(BBB, 'bbb')], graveyard: [card(OVERLORD_L, 'g1'), card(SKY_R, 'g2')], monsters: [maxMon()], deck: [mk('d1', 0), ...Array.from({ length: 8 }, (_, i) => mk(`f${i}`, 0))] },
      { monsters: [defPos(mk('o', 0, 1000)), defPos(mk('o2', 0, 1000))] },
      opts,
    );

  it('cost: 2 MAXIMUM monsters from the GY into the Deck; draw 1; the MAXIMUM monster may get piercing while face-up', () => {
    const d = b();
    d.activate('bbb').pick('g1', 'g2');
    expect(d.ev('move').filter((e) => e.reason === 'cost').map((e) => e.card).sort()).toEqual(['g1', 'g2']);
    expect(d.hand()).toHaveLength(1);
    expect(d.state.pending).toMatchObject({ kind: 'option' });
    d.option(1);
    expect(d.state.lingering).toEqual([expect.objectContaining({ target: d.uid('C'), kind: 'piercing', untilTurn: 1_000_000 })]);
    expect(deserialize(serialize(d.state), builtinRuleset()).ok).toBe(true);
    d.do({ type: 'enterBattle' }).attack('C', 'o');
    expect(d.lp(1)).toBe(8000 - 2500);
    // "As long as it stays face-up": still there two turns later.
    d.do({ type: 'endTurn' }).do({ type: 'endTurn' }).do({ type: 'enterBattle' }).attack('C', 'o2');
    expect(d.lp(1)).toBe(8000 - 5000);
  });

  it('turn 1 (no Battle Phase left): only the draw, no piercing question', () => {
    const d = b({ turn: 1 });
    d.activate('bbb').pick('g1', 'g2');
    expect(d.state.pending).toMatchObject({ kind: 'main' });
    expect(d.state.lingering).toEqual([]);
  });

  it('R-MEFF-2: not offered with fewer than 2 MAXIMUM monsters in the GY', () => {
    const d = Duel.of({ hand: [card(BBB, 'bbb')], graveyard: [card(OVERLORD_L, 'g1'), mk('w', 0)] });
    expect(d.offers('bbb')).toBe(false);
  });
});
