// Cards of set 160001 added with the third tier-1 batch. Figures come from each card's official
// text (BabelCDB cards-rush.cdb), reworded in the test names; each card also has one refusal.
import { describe, expect, it } from 'vitest';
import { atkOf, canRespond, caster, offered, playOk } from '../scripts/beginner/testkit';
import { atkPos, board, card, mk } from '../../engine/testing/mk';

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
  it('160001035 Diabolic King Beetle refused: an empty Deck', () => {
    expect(offered(playOk(b([]), []), 'kb')).toBe(false);
  });
});
