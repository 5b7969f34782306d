// Rules that no other test named: draws a deck cannot pay for (R-WIN-6), no limit on
// Special Summons (R-SS-4), and nothing but Traps or a pass while a window is open (R-TIME-4).
import { describe, expect, it } from 'vitest';
import { apply, atkPos, board, card, isLegal, load, mk, plainWords, POT_OF_GREED, refuse } from '../testing/mk';
import { legalActions } from '../legal';
import { activate, AMBUSH, askedSeat, canActivate, pick, REVIVE, setCard } from './cards.testkit';

describe('R-WIN-6: a draw the Deck cannot pay for', () => {
  it('R-WIN-6: Pot of Greed (draw 2) cannot be activated with 1 card left in the Deck, and says why', () => {
    const { state, uid } = load(board({ hand: [card(POT_OF_GREED, 'pot')], deck: [mk('last', 100)] }));
    expect(canActivate(state, uid('pot'))).toBe(false);
    const why = refuse(state, activate(uid('pot')));
    expect(plainWords(why)).toBe(true);
  });

  it('R-WIN-6: with 2 cards left it can, and the player draws both (no deck-out loss yet)', () => {
    const { state, uid } = load(board({ hand: [card(POT_OF_GREED, 'pot')], deck: [mk('a', 100), mk('b', 100)] }));
    expect(canActivate(state, uid('pot'))).toBe(true);
    const s = apply(state, activate(uid('pot'))).state;
    expect(s.players[0].deck).toEqual([]);
    expect(s.players[0].hand).toEqual(expect.arrayContaining([uid('a'), uid('b')]));
    expect(s.winner).toBeNull();
  });
});

describe('R-SS-4: Special Summons have no per-turn limit', () => {
  it('R-SS-4: two revivals in one turn both Special Summon', () => {
    const { state, uid } = load(
      board({ hand: [card(REVIVE, 'r1'), card(REVIVE, 'r2')], graveyard: [mk('x', 1000), mk('y', 1200)] }),
    );
    let s = apply(state, activate(uid('r1'))).state;
    s = pick(s, uid('x'));
    expect(canActivate(s, uid('r2'))).toBe(true);
    s = apply(s, activate(uid('r2'))).state;
    s = pick(s, uid('y'));
    const onField = s.players[0].monsters.map((m) => m?.uid);
    expect(onField).toEqual(expect.arrayContaining([uid('x'), uid('y')]));
  });
});

describe('R-TIME-4: nobody acts in the Main Phase while a window is open', () => {
  it('R-TIME-4 R-TRAP-2: at an attack declaration the asked player may only activate a Trap or pass', () => {
    const b = board(
      { monsters: [atkPos(mk('a', 2000))] },
      { hand: [mk('y', 1500)], monsters: [atkPos(mk('x', 1000))], spellTraps: [setCard(AMBUSH, 'amb')] },
      { phase: 'battle' },
    );
    const { state, uid } = load(b);
    const s = apply(state, { type: 'attack', attacker: uid('a'), target: uid('x') }).state;
    expect(askedSeat(s)).toBe(1);
    const types = new Set(legalActions(s).map((a) => a.type));
    expect([...types].sort()).toEqual(['activate', 'pass']);
    expect(isLegal(s, { type: 'summon', card: uid('y'), position: 'attack' })).toBe(false);
    expect(isLegal(s, { type: 'endTurn' })).toBe(false);
  });
});
