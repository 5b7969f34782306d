// Cards of set 160201 added with the third tier-1 batch. Figures come from each card's official
// text (BabelCDB cards-rush.cdb), reworded in the test names; each card also has one refusal.
import { describe, expect, it } from 'vitest';
import { canRespond, inHand, offered, playOk, type Played } from '../scripts/beginner/testkit';
import { atkPos, board, card, mk, setPos } from '../../engine/testing/mk';
import { locateMonster } from '../../engine/zones';

const FOLDER_BLITZ = 160201028;
const SCROLL = 160201013;

describe('160201028 Folder Blitz the Infinite Dream', () => {
  const b = (lp: number) => board({ lp, monsters: [atkPos(card(FOLDER_BLITZ, 'fb'))] });
  it("160201028 Folder Blitz: the opponent's LP are 2000 higher (6000 vs 8000): inflict 1500 damage", () => {
    const p = playOk(b(6000), [{ do: 'activate', card: 'fb' }]);
    expect(p.state.players[1].lp).toBe(6500);
  });
  it("160201028 Folder Blitz refused: the opponent's LP are only 1900 higher", () => {
    expect(offered(playOk(b(6100), []), 'fb')).toBe(false);
  });
});

describe('160201013 Scroll of Salutation', () => {
  const pos = (p: Played, ref: string) => locateMonster(p.state, p.uid(ref))?.slot.position;
  const b = (secondLevel: number) =>
    board(
      { monsters: [atkPos(mk('l1', 2000, 0, 5)), atkPos(mk('l2', 2000, 0, secondLevel)), atkPos(mk('l3', 1000))], spellTraps: [{ card: card(SCROLL, 'sc'), faceDown: true }] },
      { hand: [mk('n', 1500)] },
      { turn: 3, turnPlayer: 1 },
    );
  const summon = { do: 'summon', card: 'n', position: 'attack' };
  it('160201013 Scroll of Salutation: the opponent Normal Summons while you have 2 face-up Level 5+ monsters: 1 returns to the hand, and your Attack Position monsters may go to Defense Position', () => {
    const p = playOk(b(6), [summon, { do: 'respond', card: 'sc' }, { do: 'choose', cards: ['l1'] }, { do: 'choose', option: 1 }]);
    expect(inHand(p, 'l1')).toBe(true);
    expect([pos(p, 'l2'), pos(p, 'l3')]).toEqual(['defense', 'defense']);
  });
  it('160201013 Scroll of Salutation refused: only 1 face-up Level 5+ monster', () => {
    expect(canRespond(playOk(b(4), [summon]), 'sc')).toBe(false);
  });
});

describe('160201037 Psychic Divergence', () => {
  const b = (psychicFaceUp: boolean) =>
    board(
      { hand: [card(160201037, 'pd')], monsters: [(psychicFaceUp ? atkPos : setPos)(mk('ps', 1000, 0, 4, { race: 'Psychic' }))] },
      { spellTraps: [{ card: card(160202019, 't'), faceDown: true }] },
    );
  it("160201037 Psychic Divergence: with a face-up Psychic, pay 500 LP: 1 of the opponent's Spell/Trap cards goes on top of their Deck", () => {
    const p = playOk(b(true), [{ do: 'activate', card: 'pd' }, { do: 'choose', cards: ['t'] }]);
    expect(p.state.players[1].deck[0]).toBe(p.uid('t'));
    expect(p.state.players[0].lp).toBe(7500);
  });
  it('160201037 Psychic Divergence refused: the Psychic is face-down', () => {
    expect(offered(playOk(b(false), []), 'pd')).toBe(false);
  });
});
