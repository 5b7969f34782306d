// Supreme Dog Ropero, Supreme Machine Burning Overlord, Ascending Weather Eel, Deep Sea
// Dragon Bat Eel.
import { Duel } from './testkit';
import { describe, expect, it } from 'vitest';
import { tributesFor } from '../../../engine/summon';
import { atkPos, board, card, DARK_HOLE, legalOf, maxMon, mk, scenario } from '../../../engine/testing/mk';

const ROPERO = 160207022;
const BURNING = 160211069;
const WEATHER_EEL = 160207039;
const BAT_EEL = 160207041;
const OVERLORD = 160202002;
const OVERLORD_L = 160202001;
const OVERLORD_R = 160202003;
const SKY_L = 160203001;
const SEM = 160207024;
const YGG_L = 160202010;

describe('Supreme Dog Ropero (160207022)', () => {
  const b = (gy = [card(OVERLORD, 'oc'), card(SEM, 'sem'), card(OVERLORD_L, 'ol')]) =>
    Duel.of({ monsters: [atkPos(card(ROPERO, 'dog'))], hand: [mk('h1', 0), mk('h2', 0)], graveyard: gy }, { monsters: [atkPos(mk('big', 3000))] });

  it('pay 500 LP, shuffle 2 hand cards into the Deck; battle-proof until the end of the opponent\'s next turn; may add a Level 10 MAXIMUM', () => {
    const d = b();
    d.activate('dog');
    expect(d.lp(0)).toBe(7500);
    d.pick('h1', 'h2');
    expect(d.deck()).toEqual(expect.arrayContaining(['h1', 'h2']));
    expect(d.ev('shuffle').length).toBe(1);
    expect(d.choices().sort()).toEqual(['oc', 'sem']);
    d.pick('oc');
    expect(d.hand()).toEqual(['oc']);
    expect(d.offers('dog')).toBe(false);
    // The opponent's turn: their 3000-ATK monster attacks, Ropero survives.
    d.do({ type: 'endTurn' }).do({ type: 'enterBattle' }).attack('big', 'dog');
    expect(d.onField('dog')).toBe(true);
    expect(d.lp(0)).toBe(7500 - 1800);
    d.do({ type: 'endTurn' });
    expect(d.state.lingering.filter((l) => l.kind === 'battleImmune')).toEqual([]);
  });

  it('the GY card is optional', () => {
    const d = b();
    d.activate('dog').pick('h1', 'h2').pick();
    expect(d.hand()).toEqual([]);
    expect(d.gy().sort()).toEqual(['oc', 'ol', 'sem']);
  });

  it('R-MEFF-2: not offered with fewer than 2 cards in hand, or under 500 LP', () => {
    const one = Duel.of({ monsters: [atkPos(card(ROPERO, 'dog'))], hand: [mk('h1', 0)] });
    expect(one.offers('dog')).toBe(false);
    const poor = Duel.of({ lp: 400, monsters: [atkPos(card(ROPERO, 'dog'))], hand: [mk('h1', 0), mk('h2', 0)] });
    expect(poor.offers('dog')).toBe(false);
  });
});

describe('Supreme Machine Burning Overlord (160211069)', () => {
  it('summon rule: no Tribute while you control a face-up Machine MAXIMUM card (a lone piece)', () => {
    const d = Duel.of({ hand: [card(BURNING, 'bo')], monsters: [atkPos(card(OVERLORD_R, 'lone'))] });
    expect(legalOf(d.state, 'summon').filter((a) => a.card === d.uid('bo') && a.zone !== undefined).length).toBeGreaterThan(0);
    d.summon('bo');
    expect(d.onField('bo')).toBe(true);
    expect(d.onField('lone')).toBe(true);
    expect(d.ev('summon')).toEqual([expect.objectContaining({ card: 'bo', how: 'normal' })]);
  });

  it('R-NS-4: its own no-Tribute summon and Set, as listed in the scenario options, are accepted (also with an empty Tribute list)', () => {
    const b = board({ hand: [card(BURNING, 'bo')], monsters: [atkPos(card(OVERLORD_R, 'lone'))] });
    const start = scenario(b, []);
    const mine = (start.pending?.options ?? []).filter((o) => o.card === 'bo');
    expect(mine).toEqual(expect.arrayContaining([{ do: 'summon', card: 'bo', position: 'attack' }, { do: 'summon', card: 'bo', position: 'set' }]));
    for (const o of mine) expect(scenario(b, [o]).error).toBeUndefined();
    expect(scenario(b, [{ do: 'summon', card: 'bo', position: 'attack', tributes: [] }]).ok).toBe(true);
    expect(scenario(b, [{ do: 'set', card: 'bo' }]).ok).toBe(true);
    expect(scenario(b, [{ do: 'summon', card: 'bo', position: 'attack', tributes: ['lone'] }]).error).toMatch(/no Tributes/);
  });

  it('without such a card it needs 1 Tribute; beside a MAXIMUM monster it is Tributed for as usual (R-MAX-11)', () => {
    const plain = Duel.of({ hand: [card(BURNING, 'bo')], monsters: [atkPos(mk('w', 0))] });
    expect(tributesFor(plain.state, 0, plain.uid('bo'))).toBe(1);
    expect(plain.refused({ type: 'summon', card: plain.uid('bo'), position: 'attack', zone: 1 })).toMatch(/Tribute/);
    const max = Duel.of({ hand: [card(BURNING, 'bo')], monsters: [maxMon()] });
    expect(tributesFor(max.state, 0, max.uid('bo'))).toBe(1);
    max.do({ type: 'summon', card: max.uid('bo'), position: 'attack' }).do({ type: 'select', card: max.uid('C') });
    expect(max.gy().sort()).toEqual(['C', 'L', 'R']);
    expect(max.onField('bo')).toBe(true);
  });

  const powered = (gy = [card(OVERLORD_L, 'g1'), card(OVERLORD_R, 'g2'), card(SKY_L, 'g3')]) =>
    Duel.of({ monsters: [atkPos(card(BURNING, 'bo'))], graveyard: gy }, { hand: [card(DARK_HOLE, 'dh')] });

  it('3 DARK Machine MAXIMUM monsters in the GY: pay 500; +1200 ATK and effect-proof through the opponent\'s next turn', () => {
    const d = powered();
    d.activate('bo');
    expect(d.lp(0)).toBe(7500);
    expect(d.atk('bo')).toBe(3100);
    expect(d.offers('bo')).toBe(false);
    d.do({ type: 'endTurn' }).activate('dh');
    expect(d.onField('bo')).toBe(true);
    expect(d.atk('bo')).toBe(3100);
    d.do({ type: 'endTurn' });
    expect(d.atk('bo')).toBe(1900);
  });

  it('R-MEFF-2: not offered with only 2 such monsters (a LIGHT Cyberse piece does not count)', () => {
    expect(powered([card(OVERLORD_L, 'g1'), card(OVERLORD_R, 'g2'), card(YGG_L, 'g3')]).offers('bo')).toBe(false);
  });
});

describe('Ascending Weather Eel (160207039)', () => {
  it('shuffle 2 GY monsters into the Deck; excavate the top 2; may add 1 Level 10 monster; the Deck is shuffled', () => {
    const d = Duel.of({
      monsters: [atkPos(card(WEATHER_EEL, 'eel'))],
      graveyard: [card(OVERLORD, 'g1'), card(OVERLORD, 'g2')],
      deck: [card(OVERLORD, 'd1'), card(OVERLORD, 'd2')],
    });
    d.activate('eel').pick('g1', 'g2');
    const shown = d.ev('reveal').map((e) => e.card);
    expect(shown).toHaveLength(2);
    expect(d.choices().sort()).toEqual([...shown].sort());
    d.pick(String(shown[0]));
    expect(d.hand()).toEqual([shown[0]]);
    expect(d.deck()).toHaveLength(3);
    expect(d.ev('shuffle').length).toBe(2);
    expect(d.offers('eel')).toBe(false);
  });

  it('no Level 10 monster among them: nothing to add, the Deck is shuffled; not offered with 1 GY monster', () => {
    const d = Duel.of({ monsters: [atkPos(card(WEATHER_EEL, 'eel'))], graveyard: [mk('g1', 0), mk('g2', 0)] });
    d.activate('eel').pick('g1', 'g2');
    expect(d.state.pending).toMatchObject({ kind: 'main' });
    expect(d.hand()).toEqual([]);
    expect(Duel.of({ monsters: [atkPos(card(WEATHER_EEL, 'eel'))], graveyard: [mk('g1', 0)] }).offers('eel')).toBe(false);
  });
});

describe('Deep Sea Dragon Bat Eel (160207041)', () => {
  it('reveal 2 Level 10 monsters; draw 2; shuffle 2 hand cards into the Deck', () => {
    const d = Duel.of({
      monsters: [atkPos(card(BAT_EEL, 'bat'))],
      hand: [card(OVERLORD, 'c1'), card(160203002, 'c2'), mk('x', 0)],
      deck: [mk('d1', 0), mk('d2', 0), mk('d3', 0)],
    });
    d.activate('bat');
    expect(d.state.pending).toMatchObject({ kind: 'choose', min: 1, max: 2 });
    d.pick('c1', 'c2');
    expect(d.ev('reveal').map((e) => e.card)).toEqual(['c1', 'c2']);
    expect(d.hand()).toEqual(['c1', 'c2', 'x', 'd1', 'd2']);
    expect(d.state.pending).toMatchObject({ kind: 'choose', min: 2, max: 2 });
    d.pick('x', 'd1');
    expect(d.hand()).toEqual(['c1', 'c2', 'd2']);
    expect(d.deck().sort()).toEqual(['d1', 'd3', 'x']);
    expect(d.refused({ type: 'activate', card: d.uid('bat'), effect: 'e1' })).toMatch(/R-MEFF-3/);
  });

  it('reveals at most as many as the Deck holds; not offered with an empty Deck or no Level 10 monster in hand', () => {
    const d = Duel.of({ monsters: [atkPos(card(BAT_EEL, 'bat'))], hand: [card(OVERLORD, 'c1'), card(OVERLORD, 'c2')], deck: [mk('d1', 0)] });
    d.activate('bat');
    expect(d.state.pending).toMatchObject({ kind: 'choose', min: 1, max: 1 });
    expect(Duel.of({ monsters: [atkPos(card(BAT_EEL, 'bat'))], hand: [card(OVERLORD, 'c1')], deck: [] }).offers('bat')).toBe(false);
    expect(Duel.of({ monsters: [atkPos(card(BAT_EEL, 'bat'))], hand: [mk('x', 0)] }).offers('bat')).toBe(false);
  });
});
