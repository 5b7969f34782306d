// Cards of set 160004 added by the stat stream ("the same Type as this card", counts of cards moved).
// Figures come from each card's official text, reworded in the test names; each card also has
// at least one refusal.
import { describe, expect, it } from 'vitest';
import { atkOf, inDeck, offered, playOk } from '../scripts/beginner/testkit';
import { atkPos, board, card, defPos, mk } from '../../engine/testing/mk';
import { hasPiercing } from '../../engine/stats';
import { locateMonster } from '../../engine/zones';

const INNOVATOR = 160004015;
const machine = (ref: string, level: number) => mk(ref, 500, 0, level, { race: 'Machine' });

describe('160004015 Steel Mech Lord Mirror Innovator', () => {
  const b = (gy: ReturnType<typeof mk>[]) => board({ monsters: [atkPos(card(INNOVATOR, 'mi'))], graveyard: gy }, { monsters: [defPos(mk('w', 0, 2000))] });
  const pierces = (p: ReturnType<typeof playOk>) => {
    const at = locateMonster(p.state, p.uid('mi'));
    return at ? hasPiercing(p.state, at.slot) : null;
  };
  it('160004015 Mirror Innovator: two Machines of the GY (Levels 4 and 3) give 700 ATK and go back into the Deck; two shuffled, so no piercing', () => {
    const p = playOk(b([machine('m4', 4), machine('m3', 3), mk('wa', 500, 0, 6)]), [{ do: 'activate', card: 'mi' }, { do: 'choose', cards: ['m4', 'm3'] }]);
    expect(atkOf(p, 'mi')).toBe(2400 + 700);
    expect([inDeck(p, 'm4'), inDeck(p, 'm3'), inDeck(p, 'wa')]).toEqual([true, true, false]);
    expect(pierces(p)).toBe(false);
  });
  it('160004015 Mirror Innovator: exactly one Machine shuffled (Level 4): 400 ATK and piercing damage this turn (2800 against 2000 DEF: 800)', () => {
    const p = playOk(b([machine('m4', 4), machine('m3', 3)]), [
      { do: 'activate', card: 'mi' },
      { do: 'choose', cards: ['m4'] },
      { do: 'enterBattle' },
      { do: 'attack', card: 'mi', target: 'w' },
    ]);
    expect(p.state.players[1].lp).toBe(8000 - 800);
  });
  it('160004015 Mirror Innovator refused: no monster of its Type (Machine) in the GY', () => {
    expect(offered(playOk(b([mk('wa', 500, 0, 6)]), []), 'mi')).toBe(false);
  });
});
