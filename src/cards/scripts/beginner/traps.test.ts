// Beginner deck Traps: Sevens Road Protection, Curtain of Sparks, Counter Shield, Dark Revelation.
import { describe, expect, it } from 'vitest';
import { caster, inDeck, inGy, onFieldRef, play, playOk } from './testkit';
import { atkPos, board, card, mk, setPos } from '../../../engine/testing/mk';

const SHIELD = 160003056;
const DEALER = 160301006;

const respondOf = (p: ReturnType<typeof play>) => (p.state.pending?.kind === 'respond' ? p.state.pending : null);

describe('Counter Shield', () => {
  const b = (target: unknown, gy: unknown[] = [mk('n', 500, 1000)]) =>
    board({ monsters: [atkPos(mk('a', 2000))] }, { spellTraps: [{ card: card(SHIELD, 'sh') }], monsters: [target] as never, graveyard: gy as never });

  it('Counter Shield R-TRAP-2: attack on your face-up Normal Monster; cost shuffles a Normal with 1000+ DEF from the GY into the Deck; attacker -1000 ATK', () => {
    const p = playOk(b(atkPos(mk('t', 1500))), [{ do: 'enterBattle' }, { do: 'attack', card: 'a', target: 't' }, { do: 'respond', card: 'sh' }, { do: 'choose', cards: ['n'] }]);
    expect(inDeck(p, 'n')).toBe(true);
    expect(inGy(p, 'a')).toBe(true); // 1000 vs 1500
    expect(p.state.players[0].lp).toBe(8000 - 500);
    expect(onFieldRef(p, 't')).toBe(true);
  });

  it('Counter Shield R-TRAP-8: not offered for an Effect monster, a face-down or direct target, or without a Normal with 1000+ DEF in the GY', () => {
    const atk = [{ do: 'enterBattle' }, { do: 'attack', card: 'a', target: 't' }];
    expect(respondOf(playOk(b(atkPos(card(DEALER, 't'))), atk))).toBeNull();
    expect(respondOf(playOk(b(setPos(mk('t', 1, 0))), atk))).toBeNull();
    expect(respondOf(playOk(b(atkPos(mk('t', 1500)), [mk('n', 500, 900), caster('e', 1, 2000)]), atk))).not.toBeNull(); // the Spellcaster is Normal too
    expect(respondOf(playOk(b(atkPos(mk('t', 1500)), [mk('n', 500, 900), card(DEALER, 'e')]), atk))).toBeNull();
    const direct = board({ monsters: [atkPos(mk('a', 2000))] }, { spellTraps: [{ card: card(SHIELD, 'sh') }], graveyard: [mk('n', 500, 1000)] });
    expect(respondOf(playOk(direct, [{ do: 'enterBattle' }, { do: 'attack', card: 'a', target: 'direct' }]))).toBeNull();
  });
});

