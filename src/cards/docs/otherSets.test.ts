// Cards of sets 160202, 160402 and 160405 written as documents. Figures come
// from each card's official text (BabelCDB cards-rush.cdb); each card also has one refusal.
import { describe, expect, it } from 'vitest';
import { caster, inGy, offered, onFieldRef, playOk } from '../scripts/beginner/testkit';
import { atkPos, board, card, defPos, mk } from '../../engine/testing/mk';

const KURIBOT = 160001017;
const KURIBOTRIPLE = 160202005;
const EXPLOSION = 160402001;
const BURST_BREATH = 160405002;
const TRAP_HOLE = 160202019;
const mon = (name: string, atk: number, race: string, level = 4, attribute: 'FIRE' | 'EARTH' | 'DARK' = 'EARTH') => ({
  vanilla: { name, level, atk, def: 0, attribute, race },
  ref: name,
});

describe('160202005 Kuribotriple', () => {
  it('160202005 Kuribotriple: shuffle 3 "Kuribot" from the GY into the Deck: draw 2 cards', () => {
    const gy = [card(KURIBOT, 'k1'), card(KURIBOT, 'k2'), card(KURIBOT, 'k3')];
    const p = playOk(board({ hand: [card(KURIBOTRIPLE, 'kt')], graveyard: gy }), [{ do: 'activate', card: 'kt' }, { do: 'choose', cards: ['k1', 'k2', 'k3'] }]);
    expect(p.state.players[0]?.hand.length).toBe(2);
    expect(p.state.players[0]?.gy.map((u) => p.state.cards[u]?.ref)).toEqual(['kt']);
  });
  it('160202005 Kuribotriple refused: only 2 "Kuribot" in the GY', () => {
    expect(offered(playOk(board({ hand: [card(KURIBOTRIPLE, 'kt')], graveyard: [card(KURIBOT, 'k1'), card(KURIBOT, 'k2')] }), []), 'kt')).toBe(false);
  });
});

describe('160402001 Road Magic - Explosion', () => {
  const b = (p0: Record<string, unknown>) =>
    board(
      { hand: [card(EXPLOSION, 'rm'), mon('fire', 100, 'Pyro', 4, 'FIRE')], ...p0 },
      { monsters: [atkPos(mk('o1', 1)), defPos(mk('o2', 1))], spellTraps: [{ card: card(TRAP_HOLE, 'th'), faceDown: true }] },
    );
  it('160402001 Road Magic - Explosion: with a Level 7+ Spellcaster, send a FIRE monster: 400 damage per opponent card (3 cards: 1200)', () => {
    const p = playOk(b({ monsters: [atkPos(caster('c7', 2000, 0, 7))] }), [{ do: 'activate', card: 'rm' }, { do: 'choose', cards: ['fire'] }]);
    expect(p.state.players[1]?.lp).toBe(8000 - 1200);
    expect(inGy(p, 'fire')).toBe(true);
  });
  it('160402001 Road Magic - Explosion refused: the Spellcaster is only Level 6', () => {
    expect(offered(playOk(b({ monsters: [atkPos(caster('c6', 2000, 0, 6))] }), []), 'rm')).toBe(false);
  });
});

describe('160405002 Burst Breath of Destruction', () => {
  const opp = { monsters: [atkPos(mk('o6', 2000, 0, 6)), atkPos(mk('o7', 2500, 0, 7))] };
  it('160405002 Burst Breath: with a Level 7+ Dragon Normal Monster, destroy every face-up Level 6 or lower opponent monster', () => {
    const p = playOk(board({ hand: [card(BURST_BREATH, 'bb')], monsters: [atkPos(mon('d7', 2400, 'Dragon', 7))] }, opp), [{ do: 'activate', card: 'bb' }]);
    expect(inGy(p, 'o6')).toBe(true);
    expect(onFieldRef(p, 'o7')).toBe(true);
  });
  it('160405002 Burst Breath refused: the Dragon is Level 6', () => {
    expect(offered(playOk(board({ hand: [card(BURST_BREATH, 'bb')], monsters: [atkPos(mon('d6', 2400, 'Dragon', 6))] }, opp), []), 'bb')).toBe(false);
  });
});
