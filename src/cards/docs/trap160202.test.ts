// Trap stream, set 160202: figures from each card's official text, reworded in the test names;
// each card has at least one refusal.
import { describe, expect, it } from 'vitest';
import { canRespond, inDeck, inGy, play, playOk } from '../scripts/beginner/testkit';
import { board, card, mk } from '../../engine/testing/mk';

describe('160202009 Widening Whisper', () => {
  const b = (theirGy: ReturnType<typeof mk>[]) =>
    board(
      { spellTraps: [{ card: card(160202009, 'tr'), faceDown: true }], graveyard: [mk('y1', 100), mk('y2', 100), mk('y3', 100)] },
      { hand: [mk('s', 1500)], graveyard: theirGy },
      { turn: 3, turnPlayer: 1 },
    );
  const theirs = [mk('t1', 100), mk('t2', 100), mk('t3', 100)];
  const pick = ['y1', 'y2', 'y3', 't1', 't2'];
  it('160202009 Widening Whisper: the opponent Sets a monster: five monsters from both GYs go back, each into its owner Deck', () => {
    const p = playOk(b(theirs), [{ do: 'set', card: 's' }, { do: 'respond', card: 'tr' }, { do: 'choose', cards: pick }]);
    expect(pick.map((r) => inDeck(p, r))).toEqual([true, true, true, true, true]);
    expect(inGy(p, 't3')).toBe(true);
    const uid = p.uid;
    expect([p.state.players[0].deck.includes(uid('y1')), p.state.players[1].deck.includes(uid('t1'))]).toEqual([true, true]);
  });
  it('160202009 Widening Whisper: a sixth monster cannot be chosen', () => {
    const p = play(b(theirs), [{ do: 'set', card: 's' }, { do: 'respond', card: 'tr' }, { do: 'choose', cards: [...pick, 't3'] }]);
    expect(p.failedAt).toBe(2);
  });
  it('160202009 Widening Whisper refused: the opponent Normal Summons face-up instead of Setting', () => {
    expect(canRespond(playOk(b(theirs), [{ do: 'summon', card: 's' }]), 'tr')).toBe(false);
  });
  it('160202009 Widening Whisper refused: a Set with no monster in either GY', () => {
    const p = playOk(board({ spellTraps: [{ card: card(160202009, 'tr'), faceDown: true }] }, { hand: [mk('s', 1500)] }, { turn: 3, turnPlayer: 1 }), [{ do: 'set', card: 's' }]);
    expect(canRespond(p, 'tr')).toBe(false);
  });
});
