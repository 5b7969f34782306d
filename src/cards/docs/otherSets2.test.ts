// Cards of sets 160004, 160405 and 160411 written as documents (issue 13, second tier-1
// batch). Figures come from each card's official text (BabelCDB cards-rush.cdb), reworded in
// the test names; each card also has one refusal.
import { describe, expect, it } from 'vitest';
import { atkOf, inDeck, inGy, offered, playOk } from '../scripts/beginner/testkit';
import { atkPos, board, card, DARK_MAGICIAN, mk } from '../../engine/testing/mk';
import type { DuelState } from '../../engine/types';

const FORTITUDE = 160405003;
const ACE_BREAKER = 160411001;
const SPARKS = 160001042;
const dragon = (name: string, level: number) => ({ vanilla: { name, level, atk: 100, def: 0, attribute: 'FIRE' as const, race: 'Dragon' }, ref: name });
const respondTraps = (s: DuelState): number[] => (s.pending?.kind === 'respond' ? s.pending.traps : []);

describe("160405003 Dragon's Fortitude", () => {
  const b = (gy: ReturnType<typeof dragon>[]) =>
    board({ graveyard: gy, spellTraps: [{ card: card(FORTITUDE, 'df'), faceDown: true }] }, { monsters: [atkPos(mk('o', 2000))] }, { turn: 3, turnPlayer: 1 });
  it("160405003 Dragon's Fortitude (R-TRAP-2): when the opponent attacks, the attacker loses 100 ATK per Level of a Dragon in your GY, which is shuffled into the Deck (Level 7: 2000 -> 1300 direct)", () => {
    const p = playOk(b([dragon('d7', 7)]), [{ do: 'enterBattle' }, { do: 'attack', card: 'o', target: 'direct' }, { do: 'respond', card: 'df' }, { do: 'choose', cards: ['d7'] }]);
    expect(inDeck(p, 'd7')).toBe(true);
    expect(p.state.players[0].lp).toBe(8000 - 1300);
  });
  it("160405003 Dragon's Fortitude refused: no Dragon in your GY", () => {
    const p = playOk(b([]), [{ do: 'enterBattle' }, { do: 'attack', card: 'o', target: 'direct' }]);
    expect(respondTraps(p.state)).not.toContain(p.uid('df'));
  });
});

describe('160411001 Ultimate Flag Mech Ace Breaker', () => {
  it('160411001 Ace Breaker: send 2 monsters from the hand: destroy 1 face-up opponent monster', () => {
    const p = playOk(board({ hand: [mk('h1', 1), mk('h2', 1)], monsters: [atkPos(card(ACE_BREAKER, 'ab'))] }, { monsters: [atkPos(mk('o', 3000))] }), [
      { do: 'activate', card: 'ab' },
      { do: 'choose', cards: ['h1', 'h2'] },
      { do: 'choose', cards: ['o'] },
    ]);
    expect(inGy(p, 'o') && inGy(p, 'h1') && inGy(p, 'h2')).toBe(true);
  });
  it('160411001 Ace Breaker refused: only 1 monster in the hand (the other card is a Spell)', () => {
    const p = playOk(board({ hand: [mk('h1', 1), card(SPARKS, 's')], monsters: [atkPos(card(ACE_BREAKER, 'ab'))] }, { monsters: [atkPos(mk('o', 3000))] }), []);
    expect(offered(p, 'ab')).toBe(false);
  });
});

describe('160411002 Dark Magician Girl', () => {
  it('160411002 Dark Magician Girl: gains 500 ATK for each "Dark Magician" in either GY (2: 2000 + 1000)', () => {
    const p = playOk(board({ monsters: [atkPos(card(160411002, 'dmg'))], graveyard: [card(DARK_MAGICIAN, 'd1')] }, { graveyard: [card(DARK_MAGICIAN, 'd2')] }), []);
    expect(atkOf(p, 'dmg')).toBe(3000);
  });
  it('160411002 Dark Magician Girl: no "Dark Magician" in a GY (another monster is there): no gain', () => {
    expect(atkOf(playOk(board({ monsters: [atkPos(card(160411002, 'dmg'))], graveyard: [mk('x', 2500)] }), []), 'dmg')).toBe(2000);
  });
});
