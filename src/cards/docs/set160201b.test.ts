// Cards of set 160201 added with the third tier-1 batch. Figures come from each card's official
// text (BabelCDB cards-rush.cdb), reworded in the test names; each card also has one refusal.
import { describe, expect, it } from 'vitest';
import { canRespond, inHand, offered, playOk, type Played } from '../scripts/beginner/testkit';
import { atkPos, board, card, mk } from '../../engine/testing/mk';
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
