// Cards of set 160201 added by the stat stream (Levels, original ATK/DEF, same-Level choices).
// Figures come from each card's official text, reworded in the test names; each card also has
// at least one refusal.
import { describe, expect, it } from 'vitest';
import { offered, play, playOk } from '../scripts/beginner/testkit';
import { atkPos, board, card, mk } from '../../engine/testing/mk';
import { monsterLevel } from '../../engine/stats';
import { locateMonster } from '../../engine/zones';
import type { Played } from '../scripts/beginner/testkit';

const GARGOYLE = 160201019;
const GROWL = 160201016; // Royal Rebel's Growl: needs a Level 5 or higher Tribute

const levelOf = (p: Played, ref: string): number => {
  const at = locateMonster(p.state, p.uid(ref));
  if (!at) throw new Error(`${ref} is not on the field`);
  return monsterLevel(p.state, at.slot);
};

describe('160201019 Palace Gargoyle', () => {
  const b = (hand: ReturnType<typeof mk>[]) => board({ hand, monsters: [atkPos(card(GARGOYLE, 'pg'))] });
  it('160201019 Palace Gargoyle: with a card of the hand sent to the GY, its Level goes from 4 to 5 until the turn ends', () => {
    const p = playOk(b([mk('h', 100)]), [{ do: 'activate', card: 'pg' }, { do: 'choose', cards: ['h'] }]);
    expect(levelOf(p, 'pg')).toBe(5);
    expect(p.state.players[0].gy).toContain(p.uid('h'));
    expect(levelOf(playOk(b([mk('h', 100)]), [{ do: 'activate', card: 'pg' }, { do: 'choose', cards: ['h'] }, { do: 'endTurn' }]), 'pg')).toBe(4);
  });
  it('160201019 Palace Gargoyle: Tributed at Level 5, it meets the "Level 5 or higher Tribute" condition of "Growl"', () => {
    const actions = [{ do: 'activate', card: 'pg' }, { do: 'choose', cards: ['h'] }, { do: 'summon', card: 'gr', position: 'attack', tributes: ['pg'] }];
    const hand = [mk('h', 100), card(GROWL, 'gr')];
    const p = playOk(board({ hand, monsters: [atkPos(card(GARGOYLE, 'pg'))] }, { monsters: [atkPos(mk('o', 1500, 0, 4))] }), actions);
    expect(offered(p, 'gr')).toBe(true);
    // Without the Level change the same Tribute (printed Level 4) does not meet it.
    const q = playOk(board({ hand, monsters: [atkPos(card(GARGOYLE, 'pg'))] }, { monsters: [atkPos(mk('o', 1500, 0, 4))] }), actions.slice(2));
    expect(offered(q, 'gr')).toBe(false);
  });
  it('160201019 Palace Gargoyle refused: no card in the hand to send', () => {
    expect(offered(playOk(b([]), []), 'pg')).toBe(false);
  });
  it('160201019 Palace Gargoyle refused: a second use in the same turn (R-MEFF-3)', () => {
    const p = play(b([mk('h', 100), mk('h2', 100)]), [{ do: 'activate', card: 'pg' }, { do: 'choose', cards: ['h'] }]);
    expect(offered(p, 'pg')).toBe(false);
  });
});
