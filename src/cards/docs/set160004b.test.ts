// Cards of set 160004 added with the third tier-1 batch. Figures come from each card's official
// text (BabelCDB cards-rush.cdb), reworded in the test names; each card also has one refusal.
import { describe, expect, it } from 'vitest';
import { atkOf, canRespond, defOf, inDeck, inGy, inHand, offered, play, playOk } from '../scripts/beginner/testkit';
import { atkPos, board, card, defPos, mk, setPos } from '../../engine/testing/mk';

const JEWELRY = 160004059;
const PEAKS = 160004042;
const HOWLING = 160004044;
const MAGMASSAGE = 160004036;
const CURE_BLUE = 160004017;
const BLUE_MEDICINE = 160002044;
const aqua = (ref: string) => atkPos(mk(ref, 1000, 0, 4, { race: 'Aqua' }));
const wyrm = (ref: string) => mk(ref, 1000, 1000, 4, { race: 'Wyrm' });

describe('160004059 Jewelry Trap Hole', () => {
  const b = (n: number) =>
    board({ monsters: [aqua('q1'), aqua('q2'), aqua('q3')].slice(0, n), spellTraps: [{ card: card(JEWELRY, 'jt'), faceDown: true }] }, { hand: [mk('n', 1500)] }, { turn: 3, turnPlayer: 1 });
  const summon = { do: 'summon', card: 'n', position: 'attack' };
  it('160004059 Jewelry Trap Hole: with 3 face-up Aqua monsters, the opponent summons: destroy 1 face-up Level 8 or lower monster of theirs', () => {
    const p = playOk(b(3), [summon, { do: 'respond', card: 'jt' }, { do: 'choose', cards: ['n'] }]);
    expect(inGy(p, 'n')).toBe(true);
  });
  it('160004059 Jewelry Trap Hole refused: only 2 Aqua monsters', () => {
    expect(canRespond(playOk(b(2), [summon]), 'jt')).toBe(false);
  });
});

describe('160004042 Peaks of Blisstopia', () => {
  const b = (faceDown: boolean) => board({ field: { card: card(PEAKS, 'pk'), faceDown }, monsters: [atkPos(wyrm('wy')), atkPos(mk('w', 1000, 1000))] }, { monsters: [atkPos(wyrm('ow'))] });
  it('160004042 Peaks of Blisstopia: every face-up Wyrm (either side): ATK +400, DEF -400', () => {
    const p = playOk(b(false), []);
    expect([atkOf(p, 'wy'), defOf(p, 'wy'), atkOf(p, 'ow'), atkOf(p, 'w'), defOf(p, 'w')]).toEqual([1400, 600, 1400, 1000, 1000]);
  });
  it('160004042 Peaks of Blisstopia: activated from the hand it applies at once; Set face-down it does nothing', () => {
    const p = playOk(board({ hand: [card(PEAKS, 'pk')], monsters: [atkPos(wyrm('wy'))] }), [{ do: 'activate', card: 'pk' }]);
    expect(atkOf(p, 'wy')).toBe(1400);
    expect(atkOf(playOk(b(true), []), 'wy')).toBe(1000);
  });
});

describe('160004044 Primal Howling', () => {
  const b = (mine: ReturnType<typeof atkPos>) => board({ hand: [card(HOWLING, 'ph')], monsters: [mine] }, { spellTraps: [{ card: card(160202019, 't'), faceDown: true }] });
  it("160004044 Primal Howling: with a face-up Wyrm, 1 of the opponent's Spell/Trap cards goes to the bottom of their Deck", () => {
    const p = playOk(b(atkPos(wyrm('wy'))), [{ do: 'activate', card: 'ph' }, { do: 'choose', cards: ['t'] }]);
    expect(p.state.players[1].deck.at(-1)).toBe(p.uid('t'));
  });
  it('160004044 Primal Howling refused: the Wyrm is face-down', () => {
    expect(offered(playOk(b(setPos(wyrm('wy'))), []), 'ph')).toBe(false);
  });
});

describe('160004036 Magmassage', () => {
  const b = (hand: ReturnType<typeof mk>[]) => board({ hand, monsters: [atkPos(card(MAGMASSAGE, 'mm'))] }, { monsters: [atkPos(mk('o', 1000, 0, 4))] });
  it('160004036 Magmassage: send 3 cards from the hand: 1 face-up Level 4 monster on either field gains 3 x 500 = 1500 ATK', () => {
    const p = playOk(b([mk('h1', 1), mk('h2', 1), mk('h3', 1)]), [{ do: 'activate', card: 'mm' }, { do: 'choose', cards: ['h1', 'h2', 'h3'] }, { do: 'choose', cards: ['o'] }]);
    expect(atkOf(p, 'o')).toBe(2500);
    expect(inGy(p, 'h3')).toBe(true);
  });
  it('160004036 Magmassage refused: an empty hand', () => {
    expect(offered(playOk(b([]), []), 'mm')).toBe(false);
  });
});

describe('160004017 Chemical Cure Blue', () => {
  const b = (deck: ReturnType<typeof mk>[]) => board({ monsters: [atkPos(card(CURE_BLUE, 'cb'))], graveyard: [card(BLUE_MEDICINE, 'b1'), card(BLUE_MEDICINE, 'b2')], deck });
  it('160004017 Chemical Cure Blue: mill 1: gain 400 LP, then add any number of "Blue Medicine" from the GY (2) to the hand', () => {
    const p = playOk(b([mk('top', 1), mk('next', 1)]), [{ do: 'activate', card: 'cb' }, { do: 'choose', cards: ['b1', 'b2'] }]);
    expect(p.state.players[0].lp).toBe(8400);
    expect([inHand(p, 'b1'), inHand(p, 'b2'), inGy(p, 'top')]).toEqual([true, true, true]);
  });
  it('160004017 Chemical Cure Blue refused: an empty Deck', () => {
    expect(offered(playOk(b([]), []), 'cb')).toBe(false);
  });
});

describe('160004029 Digisoon the Music Fiend', () => {
  const b = (theirs: ReturnType<typeof atkPos>[]) => board({ monsters: [atkPos(card(160004029, 'dg'))] }, { monsters: theirs });
  it('160004029 Digisoon: mill 1: gains 800 ATK per Defense Position monster of the opponent (2: 2400 + 1600)', () => {
    expect(atkOf(playOk(b([defPos(mk('d1', 0, 1)), setPos(mk('d2', 0, 1)), atkPos(mk('a', 1))]), [{ do: 'activate', card: 'dg' }]), 'dg')).toBe(4000);
  });
  it('160004029 Digisoon refused: the opponent has only Attack Position monsters', () => {
    expect(offered(playOk(b([atkPos(mk('a', 1))]), []), 'dg')).toBe(false);
  });
});

describe('160004038 Sakakaze the Talismanic Warrior', () => {
  const b = (traps: number) =>
    board(
      { monsters: [atkPos(card(160004038, 'sk')), atkPos(mk('w', 1000))] },
      { graveyard: [mk('g1', 1), mk('g2', 1), mk('g3', 1)], spellTraps: [{ card: card(160202019, 't1'), faceDown: true }, { card: card(160202019, 't2'), faceDown: true }].slice(0, traps) },
    );
  it("160004038 Sakakaze: with another face-up Warrior, shuffle monsters from the opponent's GY into their Deck, up to their Spell/Trap count (2)", () => {
    const p = playOk(b(2), [{ do: 'activate', card: 'sk' }, { do: 'choose', cards: ['g1', 'g2'] }]);
    expect([inDeck(p, 'g1'), inDeck(p, 'g2'), inGy(p, 'g3')]).toEqual([true, true, true]);
    expect(play(b(2), [{ do: 'activate', card: 'sk' }, { do: 'choose', cards: ['g1', 'g2', 'g3'] }]).failedAt).toBe(1);
  });
  it('160004038 Sakakaze refused: the opponent has no Spell/Trap card', () => {
    expect(offered(playOk(b(0), []), 'sk')).toBe(false);
  });
});

describe('160004050 Sogen and 160004025 Picklon the Constructor Fairy', () => {
  it('160004050 Sogen: face-up Warrior and Beast-Warrior monsters gain 200 ATK and DEF; a Beast does not', () => {
    const p = playOk(board({ field: { card: card(160004050, 'so') }, monsters: [atkPos(mk('w', 1000, 1000)), atkPos(mk('bw', 1000, 1000, 4, { race: 'Beast-Warrior' })), atkPos(mk('be', 1000, 1000, 4, { race: 'Beast' }))] }), []);
    expect([atkOf(p, 'w'), defOf(p, 'bw'), atkOf(p, 'be')]).toEqual([1200, 1200, 1000]);
  });
  it('160004050 Sogen: Set face-down it does nothing', () => {
    expect(atkOf(playOk(board({ field: { card: card(160004050, 'so'), faceDown: true }, monsters: [atkPos(mk('w', 1000))] }), []), 'w')).toBe(1000);
  });
  const b = (race: string) => board({ hand: [mk('h', 1, 0, 4, { race })], monsters: [atkPos(card(160004025, 'pk'))], deck: [mk('top', 1), mk('next', 1)] });
  it('160004025 Picklon: send a Wyrm from the hand: draw 1', () => {
    expect(inHand(playOk(b('Wyrm'), [{ do: 'activate', card: 'pk' }, { do: 'choose', cards: ['h'] }]), 'top')).toBe(true);
  });
  it('160004025 Picklon refused: the monster in the hand is a Dragon', () => {
    expect(offered(playOk(b('Dragon'), []), 'pk')).toBe(false);
  });
});

const warriorN = (ref: string, more = {}) => mk(ref, 1000, 0, 4, { race: 'Warrior', ...more });

describe('160004027 Trumpetonfa the Music Princess', () => {
  const b = (gy: ReturnType<typeof mk>[]) => board({ monsters: [atkPos(card(160004027, 'tp')), atkPos(mk('w', 1000))], graveyard: gy, deck: [warriorN('top'), mk('next', 1)] });
  it('160004027 Trumpetonfa: mill 1, then a face-up monster gains 100 ATK per Warrior Normal Monster in the GY (1 + the milled one: 200)', () => {
    expect(atkOf(playOk(b([warriorN('g')]), [{ do: 'activate', card: 'tp' }, { do: 'choose', cards: ['w'] }]), 'w')).toBe(1200);
  });
  it('160004027 Trumpetonfa refused: no Warrior Normal Monster in the GY', () => {
    expect(offered(playOk(b([mk('g', 1, 0, 4, { race: 'Beast' })]), []), 'tp')).toBe(false);
  });
});

describe("160004045 Music Princess's Breath", () => {
  const b = (n: number) =>
    board({ hand: [card(160004045, 'mb')], monsters: [atkPos(warriorN('w1', { attribute: 'WIND' })), atkPos(warriorN('w2', { attribute: 'WIND' }))].slice(0, n), graveyard: [warriorN('g', { level: 6 })] }, {}, { turn: 3 });
  it("160004045 Music Princess's Breath: with 2 face-up WIND Warriors, Special Summon a Level 6 Warrior from the GY; it cannot attack directly", () => {
    const p = play(b(2), [{ do: 'activate', card: 'mb' }, { do: 'choose', cards: ['g'] }, { do: 'choose', option: 0 }, { do: 'enterBattle' }, { do: 'attack', card: 'g', target: 'direct' }]);
    expect([p.failedAt, p.state.players[0].monsters.filter((m) => m !== null).length]).toEqual([4, 3]);
  });
  it("160004045 Music Princess's Breath refused: only 1 WIND Warrior", () => {
    expect(offered(playOk(b(1), []), 'mb')).toBe(false);
  });
});

describe('160004049 Grand Extreme', () => {
  const b = (race: string) => board({ hand: [card(160004049, 'ge'), mk('f', 1500, 0, 4, { race })] }, { graveyard: [mk('o1', 1), mk('o2', 1)] });
  it("160004049 Grand Extreme: Special Summon a Fish from the hand, then shuffle monsters from the opponent's GY into their Deck", () => {
    const p = playOk(b('Fish'), [{ do: 'activate', card: 'ge' }, { do: 'choose', cards: ['f'] }, { do: 'choose', option: 0 }, { do: 'choose', option: 1 }, { do: 'choose', cards: ['o1', 'o2'] }]);
    expect(p.state.players[0].monsters.some((m) => m?.uid === p.uid('f'))).toBe(true);
    expect([inDeck(p, 'o1'), inDeck(p, 'o2')]).toEqual([true, true]);
  });
  it('160004049 Grand Extreme refused: the monster in the hand is an Aqua', () => {
    expect(offered(playOk(b('Aqua'), []), 'ge')).toBe(false);
  });
});

describe('160004018 Tama the Mancer Cat', () => {
  const b = (otherAtk: number) =>
    board({ monsters: [atkPos(card(160004018, 'tm')), atkPos(mk('z', otherAtk, 500))], graveyard: [mk('g0', 0, 1500)], deck: [mk('m0', 0, 100), mk('x', 100), mk('n', 1)] });
  it('160004018 Tama: with another face-up 0 ATK monster, mill 2; a 0 ATK monster among them: Special Summon a 0 ATK Normal Monster from the GY', () => {
    const p = playOk(b(0), [{ do: 'activate', card: 'tm' }, { do: 'choose', option: 1 }, { do: 'choose', cards: ['g0'] }, { do: 'choose', option: 1 }]);
    expect([inGy(p, 'm0'), inGy(p, 'x'), p.state.players[0].monsters.some((m) => m?.uid === p.uid('g0'))]).toEqual([true, true, true]);
  });
  it('160004018 Tama refused: the other monster has 100 ATK', () => {
    expect(offered(playOk(b(100), []), 'tm')).toBe(false);
  });
});
