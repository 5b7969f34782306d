// Trap stream, set 160003: figures from each card's official text, reworded in the test names;
// each card has at least one refusal.
import { describe, expect, it } from 'vitest';
import { canRespond, inGy, inHand, offered, onFieldRef, playOk } from '../scripts/beginner/testkit';
import { atkPos, board, card, defPos, mk } from '../../engine/testing/mk';

const SCOOP_SCOOTER = 160003002;

describe('160003054 Soul of a Reporter', () => {
  const b = (mine: ReturnType<typeof atkPos>, gy = [card(SCOOP_SCOOTER, 'sc')]) =>
    board(
      { monsters: [mine], spellTraps: [{ card: card(160003054, 'tr'), faceDown: true }], graveyard: gy },
      { monsters: [atkPos(mk('a', 2000))] },
      { turn: 3, turnPlayer: 1 },
    );
  const attack = [{ do: 'enterBattle' }, { do: 'attack', card: 'a', target: 'm' }];
  it('160003054 Soul of a Reporter: your Attack Position monster falls to the attack: Scoop Scooter comes back from the GY face-up', () => {
    const p = playOk(b(atkPos(mk('m', 1000))), [...attack, { do: 'respond', card: 'tr' }, { do: 'choose', cards: ['sc'] }, { do: 'choose', option: 1 }]);
    expect([inGy(p, 'm'), onFieldRef(p, 'sc'), p.state.players[0].monsters.find((s) => s?.uid === p.uid('sc'))?.position]).toEqual([true, true, 'defense']);
  });
  it("160003054 Soul of a Reporter: the opponent's Dark Hole destroys your Attack Position monster: the Trap answers the effect too", () => {
    const start = board(
      { monsters: [atkPos(mk('m', 1000))], spellTraps: [{ card: card(160003054, 'tr'), faceDown: true }], graveyard: [card(SCOOP_SCOOTER, 'sc')] },
      { hand: [card(160205069, 'dh')] },
      { turn: 3, turnPlayer: 1 },
    );
    const p = playOk(start, [{ do: 'activate', card: 'dh' }, { do: 'respond', card: 'tr' }, { do: 'choose', cards: ['sc'] }, { do: 'choose', option: 0 }]);
    expect([inGy(p, 'm'), onFieldRef(p, 'sc')]).toEqual([true, true]);
  });
  it('160003054 Soul of a Reporter refused: your own Dark Hole destroys your Attack Position monster', () => {
    const start = board(
      { hand: [card(160205069, 'dh')], monsters: [atkPos(mk('m', 1000))], spellTraps: [{ card: card(160003054, 'tr'), faceDown: true }], graveyard: [card(SCOOP_SCOOTER, 'sc')] },
      { monsters: [atkPos(mk('o', 1000))] },
      { turn: 3, turnPlayer: 0 },
    );
    const p = playOk(start, [{ do: 'activate', card: 'dh' }]);
    expect([inGy(p, 'm'), canRespond(p, 'tr')]).toEqual([true, false]);
  });
  it('160003054 Soul of a Reporter refused: the destroyed monster was in Defense Position', () => {
    const p = playOk(b(defPos(mk('m', 0, 1000))), attack);
    expect([inGy(p, 'm'), canRespond(p, 'tr')]).toEqual([true, false]);
  });
  it('160003054 Soul of a Reporter refused: no Scoop Scooter or Printing Presser in the GY', () => {
    const p = playOk(b(atkPos(mk('m', 1000)), [mk('x', 0)]), attack);
    expect([inGy(p, 'm'), canRespond(p, 'tr')]).toEqual([true, false]);
  });
});

describe('160003020 Treasure Dragon', () => {
  const dragons = (n: number) => Array.from({ length: n }, (_, i) => mk(`d${i}`, 1000, 0, 4, { race: 'Dragon' }));
  const td = (how: string, from?: string) => ({ card: card(160003020, 'td'), position: 'attack', summonedHow: how, ...(from ? { summonedFrom: from } : {}) }) as never;
  const b = (how: string, from: string | undefined, gy: number) => board({ monsters: [td(how, from)], deck: [mk('top', 0)], graveyard: dragons(gy) });
  it('160003020 Treasure Dragon: Special Summoned from the GY this turn, four Dragons in the GY: draw 1 card', () => {
    const p = playOk(b('special', 'gy', 4), [{ do: 'activate', card: 'td' }]);
    expect(inHand(p, 'top')).toBe(true);
  });
  it('160003020 Treasure Dragon: Special Summoned from the hand counts as well', () => {
    expect(offered(playOk(b('special', 'hand', 4), []), 'td')).toBe(true);
  });
  it('160003020 Treasure Dragon refused: Normal Summoned this turn', () => {
    expect(offered(playOk(b('normal', undefined, 4), []), 'td')).toBe(false);
  });
  it('160003020 Treasure Dragon refused: Special Summoned from the Deck', () => {
    expect(offered(playOk(b('special', 'deck', 4), []), 'td')).toBe(false);
  });
  it('160003020 Treasure Dragon refused: only three Dragons in the GY', () => {
    expect(offered(playOk(b('special', 'gy', 3), []), 'td')).toBe(false);
  });
});
