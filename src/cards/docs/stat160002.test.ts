// Cards of set 160002 added by the stat stream (Attributes, lowest Levels, counts of what a step did).
// Figures come from each card's official text, reworded in the test names; each card also has
// at least one refusal.
import { describe, expect, it } from 'vitest';
import { offered, playOk } from '../scripts/beginner/testkit';
import { atkPos, board, card, mk, setPos } from '../../engine/testing/mk';
import { attributeNow } from '../../engine/effects/vocab/attribute';

const SHIFT_BOMB = 160002043;
const light = (ref: string, atk = 1000) => mk(ref, atk, 0, 4, { attribute: 'LIGHT' });

describe('160002043 Attribute Shift Bomb', () => {
  const b = (hand: ReturnType<typeof mk>[]) =>
    board({ hand: [card(SHIFT_BOMB, 'sb'), ...hand] }, { monsters: [atkPos(mk('o1', 1000)), atkPos(mk('o2', 1200)), setPos(mk('o3', 800))] });
  it('160002043 Attribute Shift Bomb: a LIGHT monster shown from the hand makes up to 3 face-up DARK monsters of the opponent LIGHT this turn', () => {
    const p = playOk(b([light('lm')]), [{ do: 'activate', card: 'sb' }, { do: 'choose', cards: ['lm'] }, { do: 'choose', cards: ['o1', 'o2'] }]);
    expect([attributeNow(p.state, p.uid('o1')), attributeNow(p.state, p.uid('o2')), attributeNow(p.state, p.uid('o3'))]).toEqual(['LIGHT', 'LIGHT', 'DARK']);
    expect(p.events.some((e) => e.type === 'reveal' && e.card === p.uid('lm'))).toBe(true);
    expect(p.state.players[0].hand).toContain(p.uid('lm'));
    const q = playOk(b([light('lm')]), [{ do: 'activate', card: 'sb' }, { do: 'choose', cards: ['lm'] }, { do: 'choose', cards: ['o1'] }, { do: 'endTurn' }]);
    expect(attributeNow(q.state, q.uid('o1'))).toBe('DARK');
  });
  it('160002043 Attribute Shift Bomb refused: the only monster in the hand already has the Attribute of every face-up opponent monster', () => {
    expect(offered(playOk(b([mk('dm', 500)]), []), 'sb')).toBe(false);
    expect(offered(playOk(b([]), []), 'sb')).toBe(false);
  });
});
