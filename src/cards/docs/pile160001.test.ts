// Cards of set 160001 of the pile stream (hands, Decks and hidden cards). Figures come from each
// card's official text (BabelCDB cards-rush.cdb), reworded in the test names; each card also has
// at least one refusal.
import { describe, expect, it } from 'vitest';
import { offered, playOk } from '../scripts/beginner/testkit';
import { playerView } from '../../engine/view';
import { atkPos, board, card, mk, setPos, TRAP_HOLE } from '../../engine/testing/mk';
import type { DuelState } from '../../engine/types';

describe('160001040 Seal of the Ancients (Rush)', () => {
  const b = (lp = 8000, hidden = true) =>
    board(
      { lp, hand: [card(160001040, 'seal'), mk('mine', 1)] },
      {
        monsters: [hidden ? setPos(mk('sm', 1500)) : atkPos(mk('sm', 1500)), atkPos(mk('fu', 1000))],
        ...(hidden ? { spellTraps: [{ card: card(TRAP_HOLE, 'st'), faceDown: true }] } : {}),
      },
    );
  /** The id the view of `seat` gives the card in the opponent's first Monster Zone and first Spell & Trap Zone. */
  const seen = (s: DuelState, seat: 0 | 1) => {
    const v = playerView(s, seat);
    const m = v.players[1].monsters[0];
    const t = v.players[1].spellTraps[0];
    return [m ? v.cards[m.uid]?.id : null, t ? v.cards[t.uid]?.id : null];
  };
  it('160001040 Seal of the Ancients (Rush): 1000 LP paid, the face-down monster and Set card are shown to you alone, then hidden again in place', () => {
    const p = playOk(b(), [{ do: 'activate', card: 'seal' }]);
    expect(p.state.players[0].lp).toBe(7000);
    const pend = p.state.pending;
    expect(pend?.kind === 'option' && pend.player === 0 && pend.title.code).toBe('doc.look');
    const real = [p.state.cards[p.uid('sm')]?.id, TRAP_HOLE];
    // While the prompt is open the looking player sees both; the other view is unchanged.
    expect(seen(p.state, 0)).toEqual(real);
    const before = playOk(b(), []);
    expect(playerView(p.state, 1).players[0].hand.map((u) => playerView(p.state, 1).cards[u]?.id)).toEqual([0]);
    expect(playerView(before.state, 1).cards.filter((c) => c.id !== 0).length).toBe(playerView(p.state, 1).cards.filter((c) => c.id !== 0).length - 1);
    const done = playOk(b(), [{ do: 'activate', card: 'seal' }, { do: 'choose', option: 0 }]);
    expect(seen(done.state, 0)).toEqual([0, 0]);
    expect([done.state.players[1].monsters[0]?.faceDown, done.state.players[1].spellTraps[0]?.faceDown]).toEqual([true, true]);
    expect(done.state.pending?.kind).toBe('main');
  });
  it('160001040 Seal of the Ancients (Rush) refused: the opponent has no face-down card', () => {
    expect(offered(playOk(b(8000, false), []), 'seal')).toBe(false);
  });
  it('160001040 Seal of the Ancients (Rush) refused: 500 LP cannot pay 1000', () => {
    expect(offered(playOk(b(500), []), 'seal')).toBe(false);
  });
});
