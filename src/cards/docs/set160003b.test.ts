// Cards of set 160003 added with the third tier-1 batch. Figures come from each card's official
// text (BabelCDB cards-rush.cdb), reworded in the test names; each card also has one refusal.
import { describe, expect, it } from 'vitest';
import { atkOf, canRespond, defOf, inGy, inHand, offered, playOk } from '../scripts/beginner/testkit';
import { atkPos, board, card, defPos, mk, POT_OF_GREED, SAKURETSU, setPos, SKYSCRAPER, TRAP_HOLE } from '../../engine/testing/mk';

const BENDORBREAK = 160003018;

describe('160003018 Bendorbreak the Conqueror', () => {
  const spellTraps = [
    { card: card(SAKURETSU, 's1'), faceDown: true },
    { card: card(TRAP_HOLE, 's2'), faceDown: true },
    { card: card(POT_OF_GREED, 's3'), faceDown: true },
  ];
  const b = (mine: number) =>
    board(
      { monsters: [atkPos(card(BENDORBREAK, 'bb'))], spellTraps: spellTraps.slice(0, mine) },
      { monsters: [atkPos(mk('big', 3000, 2500)), atkPos(mk('small', 1000, 1000)), setPos(mk('hidden', 500, 500))] },
    );
  it('160003018 Bendorbreak: 2 Spell/Trap cards and 2 face-up opponent monsters: send both, 1 opponent monster loses 2 x 1000 ATK and DEF', () => {
    const p = playOk(b(2), [{ do: 'activate', card: 'bb' }, { do: 'choose', cards: ['s1', 's2'] }, { do: 'choose', cards: ['big'] }]);
    expect(inGy(p, 's1') && inGy(p, 's2')).toBe(true);
    expect([atkOf(p, 'big'), defOf(p, 'big'), atkOf(p, 'small')]).toEqual([1000, 500, 1000]);
  });
  it('160003018 Bendorbreak: sending 1 of the 2 cards costs the monster only 1000 ATK and DEF', () => {
    const p = playOk(b(2), [{ do: 'activate', card: 'bb' }, { do: 'choose', cards: ['s1'] }, { do: 'choose', cards: ['big'] }]);
    expect([atkOf(p, 'big'), defOf(p, 'big'), inGy(p, 's2')]).toEqual([2000, 1500, false]);
  });
  it('160003018 Bendorbreak refused: 3 Spell/Trap cards against 2 face-up opponent monsters (the face-down one does not count)', () => {
    expect(offered(playOk(b(3), []), 'bb')).toBe(false);
  });
});

const TRIO = 160003059;
const CLEAR_ICE = 160003022;
const BLAZE = 160003023;
const dragonLv = (ref: string, level: number) => mk(ref, 1000, 0, level, { race: 'Dragon' });

describe('160003059 Triple Trio', () => {
  const trio = (n: number) => [atkPos(mk('t1', 1000, 1000, 3)), atkPos(mk('t2', 1000, 1000, 3)), atkPos(mk('t3', 1000, 1000, n === 3 ? 3 : 4))];
  const b = (n: number) => board({ monsters: trio(n), spellTraps: [{ card: card(TRIO, 'tt'), faceDown: true }] }, { monsters: [atkPos(mk('a', 2000))] }, { turn: 3, turnPlayer: 1 });
  const attack = [{ do: 'enterBattle' }, { do: 'attack', card: 'a', target: 't1' }];
  it('160003059 Triple Trio: three Level 3 Normal Monsters face-up, an attack by the opponent: ATK and DEF +900 for your face-up monsters', () => {
    const p = playOk(b(3), [...attack, { do: 'respond', card: 'tt' }]);
    expect([atkOf(p, 't2'), defOf(p, 't2'), atkOf(p, 't3')]).toEqual([1900, 1900, 1900]);
  });
  it('160003059 Triple Trio refused: the third Normal Monster is Level 4', () => {
    expect(canRespond(playOk(b(2), attack), 'tt')).toBe(false);
  });
});

describe('160003022 Clear Ice Dragon', () => {
  const b = (level: number) =>
    board({ monsters: [atkPos(card(CLEAR_ICE, 'ci'))], graveyard: [dragonLv('gd', level)] }, { graveyard: [mk('o1', 1), mk('o2', 1), mk('o3', 1)] });
  it("160003022 Clear Ice Dragon: a Level 5 Dragon from your GY to the Deck bottom: shuffle 2 monsters from the opponent's GY into their Deck", () => {
    const p = playOk(b(5), [{ do: 'activate', card: 'ci' }, { do: 'choose', cards: ['gd'] }, { do: 'choose', cards: ['o1', 'o2'] }]);
    expect(p.state.players[0].deck.at(-1)).toBe(p.uid('gd'));
    expect(p.state.players[1].deck).toEqual(expect.arrayContaining([p.uid('o1'), p.uid('o2')]));
    expect(inGy(p, 'o3')).toBe(true);
  });
  it('160003022 Clear Ice Dragon refused: the only Dragon in the GY is Level 6', () => {
    expect(offered(playOk(b(6), []), 'ci')).toBe(false);
  });
});

describe('160003023 Burning Blaze Dragon', () => {
  const b = (faceDown: boolean) =>
    board({ monsters: [atkPos(card(BLAZE, 'bz'))], graveyard: [dragonLv('gd', 4)] }, { field: { card: card(SKYSCRAPER, 'f'), faceDown } });
  it("160003023 Burning Blaze Dragon: a Level 4 Dragon from your GY to the Deck bottom: destroy the opponent's face-up Field Spell", () => {
    const p = playOk(b(false), [{ do: 'activate', card: 'bz' }, { do: 'choose', cards: ['gd'] }]);
    expect(inGy(p, 'f')).toBe(true);
    expect(p.state.players[0].deck.at(-1)).toBe(p.uid('gd'));
  });
  it("160003023 Burning Blaze Dragon refused: the opponent's Field Spell is face-down", () => {
    expect(offered(playOk(b(true), []), 'bz')).toBe(false);
  });
});

const CITY = 160003048;
const lightAqua = (ref: string, attribute: 'LIGHT' | 'WATER' = 'LIGHT') => atkPos(mk(ref, 1000, 0, 4, { race: 'Aqua', attribute }));

describe('160003047 Triple Threat Thunder', () => {
  const b = (n: number) => board({ hand: [card(160003047, 'tt')], monsters: [lightAqua('q1'), lightAqua('q2'), lightAqua('q3')].slice(0, n) }, { monsters: [atkPos(mk('o', 2500, 0, 8))] });
  it("160003047 Triple Threat Thunder: with 3 face-up Aqua monsters, a face-up Level 8 monster's original ATK becomes 0", () => {
    expect(atkOf(playOk(b(3), [{ do: 'activate', card: 'tt' }, { do: 'choose', cards: ['o'] }]), 'o')).toBe(0);
  });
  it('160003047 Triple Threat Thunder refused: only 2 Aqua monsters', () => {
    expect(offered(playOk(b(2), []), 'tt')).toBe(false);
  });
});

describe('160003027 Seahorse Server', () => {
  const b = (attribute: 'LIGHT' | 'WATER') => board({ monsters: [atkPos(card(160003027, 'ss')), lightAqua('n', attribute)] });
  it('160003027 Seahorse Server: with a face-up LIGHT Aqua Normal Monster, gain 500 LP', () => {
    expect(playOk(b('LIGHT'), [{ do: 'activate', card: 'ss' }]).state.players[0].lp).toBe(8500);
  });
  it('160003027 Seahorse Server refused: the Aqua Normal Monster is WATER', () => {
    expect(offered(playOk(b('WATER'), []), 'ss')).toBe(false);
  });
});

describe('160003048 Shining City Nights and 160003029 Vishwar Lambadi', () => {
  it('160003048 Shining City Nights: face-up LIGHT monsters on both fields gain 200 ATK, others do not', () => {
    const p = playOk(board({ hand: [card(CITY, 'sc')], monsters: [lightAqua('l')] }, { monsters: [lightAqua('ol'), atkPos(mk('d', 1000))] }), [{ do: 'activate', card: 'sc' }]);
    expect([atkOf(p, 'l'), atkOf(p, 'ol'), atkOf(p, 'd')]).toEqual([1200, 1200, 1000]);
  });
  it('160003048 Shining City Nights: Set face-down it does nothing', () => {
    expect(atkOf(playOk(board({ field: { card: card(CITY, 'sc'), faceDown: true }, monsters: [lightAqua('l')] }), []), 'l')).toBe(1000);
  });
  const b = (gy: ReturnType<typeof card>[]) => board({ monsters: [atkPos(card(160003029, 'vl'))], graveyard: gy });
  it('160003029 Vishwar Lambadi: add 1 "Shining City Nights" from the GY to the hand', () => {
    expect(inHand(playOk(b([card(CITY, 'sc')]), [{ do: 'activate', card: 'vl' }, { do: 'choose', cards: ['sc'] }]), 'sc')).toBe(true);
  });
  it('160003029 Vishwar Lambadi refused: another Field Spell in the GY', () => {
    expect(offered(playOk(b([card(SKYSCRAPER, 'x')]), []), 'vl')).toBe(false);
  });
});

const pyro = (ref: string, atk = 1000, kind: 'normal' | 'effect' = 'normal') => atkPos(kind === 'normal' ? mk(ref, atk, 0, 4, { race: 'Pyro' }) : card(160003033, ref));

describe('160003033 Extra Spice the Elite Noodle Ninja', () => {
  const b = (mine: ReturnType<typeof atkPos>) => board({ monsters: [pyro('es', 0, 'effect'), mine], deck: [mk('top', 1), mk('next', 1)] });
  it('160003033 Extra Spice: send a face-up Pyro Normal Monster: 1000 damage and draw 1 card', () => {
    const p = playOk(b(pyro('n')), [{ do: 'activate', card: 'es' }, { do: 'choose', cards: ['n'] }]);
    expect([inGy(p, 'n'), inHand(p, 'top'), p.state.players[1].lp]).toEqual([true, true, 7000]);
  });
  it('160003033 Extra Spice refused: the Pyro Normal Monster is face-down', () => {
    expect(offered(playOk(b(setPos(mk('n', 1000, 0, 4, { race: 'Pyro' }))), []), 'es')).toBe(false);
  });
});

describe('160003045 The Noodle Art of Spicery and 160003046 The Noodle Art of Savory', () => {
  const b = (id: number, mine: ReturnType<typeof atkPos>[]) => board({ hand: [card(id, 'na')], monsters: mine }, { monsters: [defPos(mk('d', 0, 500)), atkPos(mk('a', 2000))] }, { turn: 3 });
  it('160003045 Spicery: 1 face-up Pyro gains 300 ATK and deals piercing damage (1300 on 500 DEF: 800)', () => {
    const p = playOk(b(160003045, [pyro('py')]), [{ do: 'activate', card: 'na' }, { do: 'choose', cards: ['py'] }, { do: 'enterBattle' }, { do: 'attack', card: 'py', target: 'd' }]);
    expect(atkOf(p, 'py')).toBe(1300);
    expect(p.state.players[1].lp).toBe(8000 - 800);
  });
  it('160003045 Spicery refused: no Pyro on your field', () => {
    expect(offered(playOk(b(160003045, [atkPos(mk('w', 1000))]), []), 'na')).toBe(false);
  });
  it('160003046 Savory: an Attack Position monster of the opponent loses 400 ATK per face-up Pyro you control (2: 800)', () => {
    const p = playOk(b(160003046, [pyro('p1'), pyro('p2')]), [{ do: 'activate', card: 'na' }, { do: 'choose', cards: ['a'] }]);
    expect(atkOf(p, 'a')).toBe(1200);
  });
  it('160003046 Savory refused (R-MEFF-2): you control no face-up Pyro (0 x 400 ATK)', () => {
    expect(offered(playOk(b(160003046, [atkPos(mk('w', 1000))]), []), 'na')).toBe(false);
  });
  it('160003046 Savory refused: the opponent has no Attack Position monster', () => {
    const p = playOk(board({ hand: [card(160003046, 'na')], monsters: [pyro('p1')] }, { monsters: [defPos(mk('d', 0, 500))] }), []);
    expect(offered(p, 'na')).toBe(false);
  });
});

describe('160003024 Ancient Arise Dragon', () => {
  const b = (gy: number[]) =>
    board({ monsters: [atkPos(card(160003024, 'aa'))], graveyard: gy.map((g, i) => card(g, `g${String(i)}`)), deck: [mk('top', 1), mk('next', 1)] }, { monsters: [atkPos(mk('o', 2000, 1500)), atkPos(mk('hard', 2000, 1600))] });
  it('160003024 Ancient Arise Dragon: mill 1: +600 ATK; both named Dragons from the GY back to the Deck, then a face-up monster whose DEF is 1500 at most is destroyed', () => {
    const p = playOk(b([CLEAR_ICE, BLAZE]), [{ do: 'activate', card: 'aa' }, { do: 'choose', option: 1 }, { do: 'choose', cards: ['g0'] }, { do: 'choose', cards: ['g1'] }, { do: 'choose', option: 1 }, { do: 'choose', cards: ['o'] }]);
    expect(atkOf(p, 'aa')).toBe(3000);
    expect(p.state.players[0].deck).toEqual(expect.arrayContaining([p.uid('g0'), p.uid('g1')]));
    expect(inGy(p, 'o')).toBe(true);
  });
  it('160003024 Ancient Arise Dragon: without "Burning Blaze Dragon" in the GY it only gains 600 ATK', () => {
    const p = playOk(b([CLEAR_ICE]), [{ do: 'activate', card: 'aa' }]);
    expect([atkOf(p, 'aa'), inGy(p, 'g0'), p.state.pending?.kind]).toEqual([3000, true, 'main']);
  });
  it('160003024 Ancient Arise Dragon refused: an empty Deck', () => {
    expect(offered(playOk(board({ monsters: [atkPos(card(160003024, 'aa'))], deck: [] }), []), 'aa')).toBe(false);
  });
});
