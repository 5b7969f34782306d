// Cards of sets 160004, 160405 and 160411 written as documents (issue 13, second tier-1
// batch). Figures come from each card's official text (BabelCDB cards-rush.cdb), reworded in
// the test names; each card also has one refusal.
import { describe, expect, it } from 'vitest';
import { atkOf, inDeck, inGy, offered, playOk } from '../scripts/beginner/testkit';
import { atkPos, board, card, mk, setPos } from '../../engine/testing/mk';
import type { DuelState } from '../../engine/types';

const KONG = 160004032;
const FORTITUDE = 160405003;
const dragon = (name: string, level: number) => ({ vanilla: { name, level, atk: 100, def: 0, attribute: 'FIRE' as const, race: 'Dragon' }, ref: name });
const respondTraps = (s: DuelState): number[] => (s.pending?.kind === 'respond' ? s.pending.traps : []);

describe('160004032 Shield Boring Kong', () => {
  const b = (summoned: boolean) => board({ monsters: [atkPos(card(KONG, 'sk'), { summonedThisTurn: summoned })] }, { monsters: [setPos(mk('f', 100, 2000))] });
  it('160004032 Shield Boring Kong: in the turn it was Summoned, destroy 1 face-down opponent monster and gain 1000 ATK (2300 -> 3300)', () => {
    const p = playOk(b(true), [{ do: 'activate', card: 'sk' }, { do: 'choose', cards: ['f'] }]);
    expect(inGy(p, 'f')).toBe(true);
    expect(atkOf(p, 'sk')).toBe(3300);
  });
  it('160004032 Shield Boring Kong refused: not Summoned this turn', () => {
    expect(offered(playOk(b(false), []), 'sk')).toBe(false);
  });
});

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

