// Cards of set 160001 written as documents. Figures come from each card's official text
// (BabelCDB cards-rush.cdb), reworded in the test names; each card also has one refusal.
import { describe, expect, it } from 'vitest';
import { atkOf, beast, caster, inGy, inHand, offered, play, playOk } from '../scripts/beginner/testkit';
import { atkPos, board, card, defPos, mk } from '../../engine/testing/mk';
import { monsterDef } from '../../engine/stats';
import { locateMonster } from '../../engine/zones';

const KURIBOT = 160001017;
const PIERCE = 160001037;
const DRAGONIC_SLAYER = 160001026;
const FIRE_GOLEM = 160001019;
const RECOVERY_FORCE = 160001038;
const HAMMER_CRUSH = 160001041;
const SPARKS = 160001042;
const THUNDER = 160001032;
const PRIMA = 160001028;
const TRAP_HOLE = 160202019;
const dragon = (name: string, atk: number, level: number) => ({ vanilla: { name, level, atk, def: 0, attribute: 'FIRE' as const, race: 'Dragon' }, ref: name });
const lp = (p: { state: { players: { lp: number }[] } }, seat: 0 | 1) => p.state.players[seat]?.lp;

describe('160001017 Kuribot', () => {
  it('160001017 Kuribot: with no other monster on its field, pay 500 LP: add 1 "Kuribot" from the GY to the hand', () => {
    const p = playOk(board({ monsters: [atkPos(card(KURIBOT, 'k'))], graveyard: [card(KURIBOT, 'k2')] }), [
      { do: 'activate', card: 'k' },
      { do: 'choose', cards: ['k2'] },
    ]);
    expect(lp(p, 0)).toBe(7500);
    expect(inHand(p, 'k2')).toBe(true);
  });
  it('160001017 Kuribot refused: another monster on its field', () => {
    const p = playOk(board({ monsters: [atkPos(card(KURIBOT, 'k')), atkPos(mk('x', 100))], graveyard: [card(KURIBOT, 'k2')] }), []);
    expect(offered(p, 'k')).toBe(false);
  });
});

describe('160001037 Pierce!', () => {
  it('160001037 Pierce!: the chosen face-up monster inflicts piercing damage this turn (2000 ATK into 500 DEF: 1500)', () => {
    const p = playOk(
      board({ hand: [card(PIERCE, 'p')], monsters: [atkPos(mk('a', 2000))] }, { monsters: [defPos(mk('d', 0, 500))] }, { turn: 3 }),
      [{ do: 'activate', card: 'p' }, { do: 'choose', cards: ['a'] }, { do: 'enterBattle' }, { do: 'attack', card: 'a', target: 'd' }],
    );
    expect(lp(p, 1)).toBe(6500);
  });
  it('160001037 Pierce! refused: no face-up monster on your field', () => {
    expect(offered(playOk(board({ hand: [card(PIERCE, 'p')] }), []), 'p')).toBe(false);
  });
});

describe('160001026 Dragonic Slayer', () => {
  it('160001026 Dragonic Slayer: with another face-up Level 7+ Dragon, destroy 1 Spell/Trap on the opponent field', () => {
    const p = playOk(
      board({ monsters: [atkPos(card(DRAGONIC_SLAYER, 's')), atkPos(dragon('d7', 2000, 7))] }, { spellTraps: [{ card: card(TRAP_HOLE, 'th'), faceDown: true }] }),
      [{ do: 'activate', card: 's' }, { do: 'choose', cards: ['th'] }],
    );
    expect(inGy(p, 'th')).toBe(true);
  });
  it('160001026 Dragonic Slayer refused: the only Level 7+ Dragon is itself', () => {
    const p = playOk(board({ monsters: [atkPos(card(DRAGONIC_SLAYER, 's')), atkPos(dragon('d6', 2000, 6))] }, { spellTraps: [{ card: card(TRAP_HOLE, 'th'), faceDown: true }] }), []);
    expect(offered(p, 's')).toBe(false);
  });
});

describe('160001019 Fire Golem', () => {
  it('160001019 Fire Golem: pay 600 LP: 1 face-up opponent monster loses 600 DEF until the end of the turn', () => {
    const p = playOk(board({ monsters: [atkPos(card(FIRE_GOLEM, 'g'))] }, { monsters: [defPos(mk('d', 0, 1500))] }), [
      { do: 'activate', card: 'g' },
      { do: 'choose', cards: ['d'] },
    ]);
    expect(lp(p, 0)).toBe(7400);
    const at = locateMonster(p.state, p.uid('d'));
    expect(at && monsterDef(p.state, at.slot)).toBe(900);
  });
  it('160001019 Fire Golem refused: cannot pay 600 LP with 500 LP left', () => {
    expect(offered(playOk(board({ lp: 500, monsters: [atkPos(card(FIRE_GOLEM, 'g'))] }, { monsters: [defPos(mk('d', 0, 1500))] }), []), 'g')).toBe(false);
  });
});

describe('160001038 Recovery Force', () => {
  const casters = [caster('c1', 100), caster('c2', 100), caster('c3', 100)];
  it('160001038 Recovery Force: shuffle 3 Spellcasters from the GY into the Deck: draw 1 card', () => {
    const p = playOk(board({ hand: [card(RECOVERY_FORCE, 'rf')], graveyard: casters as never }), [{ do: 'activate', card: 'rf' }, { do: 'choose', cards: ['c1', 'c2', 'c3'] }]);
    expect(p.state.players[0]?.hand.length).toBe(1);
    expect(p.state.players[0]?.deck.length).toBe(10 + 3 - 1);
  });
  it('160001038 Recovery Force refused: only 2 Spellcasters in the GY', () => {
    expect(offered(playOk(board({ hand: [card(RECOVERY_FORCE, 'rf')], graveyard: casters.slice(0, 2) as never }), []), 'rf')).toBe(false);
  });
});

describe('160001041 Hammer Crush', () => {
  it('160001041 Hammer Crush: send 1 card from the hand: destroy 1 Spell/Trap on the opponent field', () => {
    const p = playOk(board({ hand: [card(HAMMER_CRUSH, 'hc'), beast('x', 1)] }, { spellTraps: [{ card: card(TRAP_HOLE, 'th'), faceDown: true }] }), [
      { do: 'activate', card: 'hc' },
      { do: 'choose', cards: ['x'] },
      { do: 'choose', cards: ['th'] },
    ]);
    expect(inGy(p, 'x') && inGy(p, 'th') && inGy(p, 'hc')).toBe(true);
  });
  it('160001041 Hammer Crush refused: no other card in the hand to send', () => {
    expect(offered(playOk(board({ hand: [card(HAMMER_CRUSH, 'hc')] }, { spellTraps: [{ card: card(TRAP_HOLE, 'th'), faceDown: true }] }), []), 'hc')).toBe(false);
  });
});

describe('160001042 Sparks', () => {
  it('160001042 Sparks: inflict 200 damage to the opponent', () => {
    expect(lp(playOk(board({ hand: [card(SPARKS, 'sp')] }), [{ do: 'activate', card: 'sp' }]), 1)).toBe(7800);
  });
  it('160001042 Sparks refused: all three Spell & Trap Zones are full', () => {
    const full = [0, 1, 2].map((i) => ({ card: card(TRAP_HOLE, `t${i}`), faceDown: true }));
    expect(offered(playOk(board({ hand: [card(SPARKS, 'sp')], spellTraps: full }), []), 'sp')).toBe(false);
  });
});

describe('160001032 Thunder the Thunder', () => {
  it('160001032 Thunder the Thunder: send 1 card from the hand: 1 face-up opponent monster loses 300 ATK this turn', () => {
    const p = playOk(board({ hand: [beast('x', 1)], monsters: [atkPos(card(THUNDER, 't'))] }, { monsters: [atkPos(mk('o', 1800))] }), [
      { do: 'activate', card: 't' },
      { do: 'choose', cards: ['x'] },
      { do: 'choose', cards: ['o'] },
    ]);
    expect(atkOf(p, 'o')).toBe(1500);
  });
  it('160001032 Thunder the Thunder refused: an empty hand cannot pay the cost', () => {
    expect(offered(playOk(board({ monsters: [atkPos(card(THUNDER, 't'))] }, { monsters: [atkPos(mk('o', 1800))] }), []), 't')).toBe(false);
  });
});

describe('160001028 Prima Guitarna the Shining Superstar', () => {
  it('160001028 Prima Guitarna: pay 1000 LP: your face-up monsters gain 300 ATK per opponent monster (2 monsters: +600)', () => {
    const p = playOk(
      board({ monsters: [atkPos(card(PRIMA, 'pg')), atkPos(mk('a', 1000))] }, { monsters: [atkPos(mk('o1', 100)), defPos(mk('o2', 100))] }),
      [{ do: 'activate', card: 'pg' }],
    );
    expect(lp(p, 0)).toBe(7000);
    expect(atkOf(p, 'pg')).toBe(2200 + 600);
    expect(atkOf(p, 'a')).toBe(1600);
  });
  it('160001028 Prima Guitarna refused (R-MEFF-2): the opponent controls no monster (0 x 300 ATK)', () => {
    expect(offered(playOk(board({ monsters: [atkPos(card(PRIMA, 'pg'))] }, { spellTraps: [{ card: card(TRAP_HOLE, 'th'), faceDown: true }] }), []), 'pg')).toBe(false);
  });
  it('160001028 Prima Guitarna refused: not enough LP to pay 1000', () => {
    expect(play(board({ lp: 900, monsters: [atkPos(card(PRIMA, 'pg'))] }), [{ do: 'activate', card: 'pg' }]).error).toMatch(/cost|condition/);
  });
});
