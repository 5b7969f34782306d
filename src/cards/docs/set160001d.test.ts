// Cards of set 160001 added with the third tier-1 batch. Figures come from each card's official
// text (BabelCDB cards-rush.cdb), reworded in the test names; each card also has one refusal.
import { describe, expect, it } from 'vitest';
import { atkOf, canRespond, caster, offered, playOk } from '../scripts/beginner/testkit';
import { atkPos, board, card, defPos, mk, setPos } from '../../engine/testing/mk';
import { locateMonster } from '../../engine/zones';

const CANNONBALL = 160001046;
const DEFENDER = 160001031;

describe('160001046 Counter Cannonball', () => {
  const b = (hand: ReturnType<typeof mk>[]) =>
    board({ hand, monsters: [atkPos(mk('m', 2000))], spellTraps: [{ card: card(CANNONBALL, 'cc'), faceDown: true }] }, { monsters: [atkPos(mk('a', 2000, 0, 6))] }, { turn: 3, turnPlayer: 1 });
  const attack = [{ do: 'enterBattle' }, { do: 'attack', card: 'a', target: 'm' }];
  it('160001046 Counter Cannonball: on an attack, send 1 card from the hand: 200 damage per Level of the attacker (Level 6: 1200)', () => {
    const p = playOk(b([mk('x', 1)]), [...attack, { do: 'respond', card: 'cc' }, { do: 'choose', cards: ['x'] }]);
    expect(p.state.players[1].lp).toBe(8000 - 1200);
  });
  it('160001046 Counter Cannonball refused: an empty hand', () => {
    expect(canRespond(playOk(b([]), attack), 'cc')).toBe(false);
  });
});

describe('160001031 Defender of Dragon Sorcerers', () => {
  const b = (hand: ReturnType<typeof mk>[]) => board({ hand, monsters: [atkPos(card(DEFENDER, 'dd')), atkPos(mk('w', 1000))] });
  it("160001031 Defender of Dragon Sorcerers: send a Spellcaster from the hand: 1 of your monsters cannot be destroyed by the opponent's card effects this turn", () => {
    const p = playOk(b([caster('sc', 1000)]), [{ do: 'activate', card: 'dd' }, { do: 'choose', cards: ['sc'] }, { do: 'choose', cards: ['w'] }]);
    expect(p.state.lingering.some((l) => l.target === p.uid('w') && l.kind === 'opponentEffectImmune' && l.untilTurn === p.state.turn)).toBe(true);
  });
  it('160001031 Defender of Dragon Sorcerers refused: the only monster in the hand is a Warrior', () => {
    expect(offered(playOk(b([mk('x', 1)]), []), 'dd')).toBe(false);
  });
});

describe('160001035 Diabolic King Beetle', () => {
  const b = (deck: ReturnType<typeof mk>[]) => board({ monsters: [atkPos(card(160001035, 'kb')), atkPos(mk('w', 1000))], graveyard: [mk('l1', 1, 0, 1), mk('l2', 1, 0, 1), mk('l4', 1, 0, 4)], deck });
  it('160001035 Diabolic King Beetle: mill 1: 1 face-up monster of yours gains 100 ATK per Level 1 monster in your GY (2, or 3 if the milled card is one)', () => {
    const p = playOk(b([mk('top', 1, 0, 1), mk('next', 1)]), [{ do: 'activate', card: 'kb' }, { do: 'choose', cards: ['w'] }]);
    expect(atkOf(p, 'w')).toBe(1300);
  });
  it('160001035 Diabolic King Beetle refused (R-MEFF-2): no Level 1 monster in your GY before the mill (0 x 100), even if the top card is one', () => {
    const start = board({ monsters: [atkPos(card(160001035, 'kb')), atkPos(mk('w', 1000))], graveyard: [mk('l4', 1, 0, 4)], deck: [mk('top', 1, 0, 1)] });
    expect(offered(playOk(start, []), 'kb')).toBe(false);
  });
  it('160001035 Diabolic King Beetle refused: an empty Deck', () => {
    expect(offered(playOk(b([]), []), 'kb')).toBe(false);
  });
});

describe('160001044 One-Side Reverse', () => {
  const b = (faceDown: number) =>
    board({ hand: [card(160001044, 'osr')] }, { monsters: [setPos(mk('f1', 1500, 500)), setPos(mk('f2', 1000, 500)), atkPos(mk('u', 1))].slice(2 - faceDown) });
  it("160001044 One-Side Reverse: the opponent has 2 face-down monsters: 1 of them goes face-up Attack Position", () => {
    const p = playOk(b(2), [{ do: 'activate', card: 'osr' }, { do: 'choose', cards: ['f1'] }]);
    expect(locateMonster(p.state, p.uid('f1'))?.slot).toMatchObject({ position: 'attack', faceDown: false });
  });
  it('160001044 One-Side Reverse refused: only 1 face-down monster', () => {
    expect(offered(playOk(b(1), []), 'osr')).toBe(false);
  });
});

describe('160001036 Battle Shark Samegalon', () => {
  const b = (attribute: 'WATER' | 'FIRE') => board({ hand: [mk('h', 1, 0, 4, { attribute })], monsters: [atkPos(card(160001036, 'bs'))] }, { monsters: [defPos(mk('d', 500, 2000))] });
  it("160001036 Samegalon: send a WATER monster from the hand: an opponent's Defense Position monster goes to face-up Attack Position", () => {
    const p = playOk(b('WATER'), [{ do: 'activate', card: 'bs' }, { do: 'choose', cards: ['h'] }, { do: 'choose', cards: ['d'] }]);
    expect(locateMonster(p.state, p.uid('d'))?.slot.position).toBe('attack');
  });
  it('160001036 Samegalon refused: the monster in the hand is FIRE', () => {
    expect(offered(playOk(b('FIRE'), []), 'bs')).toBe(false);
  });
});

describe('160001050 1-Up', () => {
  const b = (level: number) =>
    board({ monsters: [atkPos(mk('m', 1000))], graveyard: [mk('l1', 100, 0, level)], spellTraps: [{ card: card(160001050, 'up'), faceDown: true }] }, { monsters: [atkPos(mk('a', 2000))] }, { turn: 3, turnPlayer: 1 });
  const battle = [{ do: 'enterBattle' }, { do: 'attack', card: 'a', target: 'm' }];
  it('160001050 1-Up: your monster is destroyed by an attack: Special Summon a Level 1 Normal Monster from the GY', () => {
    const p = playOk(b(1), [...battle, { do: 'respond', card: 'up' }, { do: 'choose', cards: ['l1'] }, { do: 'choose', option: 1 }]);
    expect(locateMonster(p.state, p.uid('l1'))?.slot.position).toBe('defense');
  });
  it('160001050 1-Up refused: the Normal Monster in the GY is Level 2', () => {
    expect(canRespond(playOk(b(2), battle), 'up')).toBe(false);
  });
});
