// Spells and Traps of set 160002 added with the third tier-1 batch. Figures come from each
// card's official text (BabelCDB cards-rush.cdb), reworded in the test names; each card also
// has one refusal.
import { describe, expect, it } from 'vitest';
import { canRespond, inGy, offered, onFieldRef, playOk, type Played } from '../scripts/beginner/testkit';
import { atkPos, board, card, DARK_MAGICIAN, mk, setPos, SKYSCRAPER, TRAP_HOLE } from '../../engine/testing/mk';
import { locateMonster } from '../../engine/zones';

const SIESTA = 160002047;
const BLADES = 160002042;
const MEDICINE = 160002044;
const SNOW = 160002050;
const KNIVES = 160002040;
const MAGIC_ATTACK = 160002041;
const LULLABIND = 160002037;
const DOUBLE_BLOCK = 160002049;
const HAMMER_CRUSH = 160001041;
const SPARKS = 160001042;

const slot = (p: Played, ref: string) => locateMonster(p.state, p.uid(ref))?.slot;
const faceDownDefense = (p: Played, ref: string) => ({ position: slot(p, ref)?.position, faceDown: slot(p, ref)?.faceDown });
const setCard = (id: number, ref: string) => ({ card: card(id, ref), faceDown: true });

describe('160002047 Siesta Hold', () => {
  const b = (theirs: ReturnType<typeof atkPos>[]) =>
    board({ spellTraps: [setCard(SIESTA, 'sh')] }, { hand: [mk('n', 1500, 0, 4)], monsters: theirs }, { turn: 3, turnPlayer: 1 });
  it('160002047 Siesta Hold: the opponent Normal Summons a Level 4 monster as their only monster: it goes face-down Defense Position', () => {
    const p = playOk(b([]), [{ do: 'summon', card: 'n', position: 'attack' }, { do: 'respond', card: 'sh' }]);
    expect(faceDownDefense(p, 'n')).toEqual({ position: 'defense', faceDown: true });
  });
  it('160002047 Siesta Hold refused: the opponent already had another monster', () => {
    expect(canRespond(playOk(b([atkPos(mk('o', 1))]), [{ do: 'summon', card: 'n', position: 'attack' }]), 'sh')).toBe(false);
  });
});

describe('160002042 Blades of Divine Wind', () => {
  const b = (normals: number) =>
    board({ hand: [card(BLADES, 'bl')], monsters: [atkPos(mk('n1', 1)), atkPos(mk('n2', 1))].slice(0, normals) }, { monsters: [atkPos(mk('o8', 2500, 0, 8)), atkPos(mk('o9', 2500, 0, 9))] });
  it('160002042 Blades of Divine Wind: destroy 2 face-up Normal Monsters you control and 1 face-up Level 8 monster of the opponent', () => {
    const p = playOk(b(2), [{ do: 'activate', card: 'bl' }, { do: 'choose', cards: ['n1', 'n2'] }, { do: 'choose', cards: ['o8'] }]);
    expect([inGy(p, 'n1'), inGy(p, 'n2'), inGy(p, 'o8'), onFieldRef(p, 'o9')]).toEqual([true, true, true, true]);
  });
  it('160002042 Blades of Divine Wind refused: only 1 Normal Monster on your field', () => {
    expect(offered(playOk(b(1), []), 'bl')).toBe(false);
  });
});

describe('160002044 Blue Medicine', () => {
  it('160002044 Blue Medicine: gain 400 LP', () => {
    const p = playOk(board({ hand: [card(MEDICINE, 'bm')] }), [{ do: 'activate', card: 'bm' }]);
    expect(p.state.players[0].lp).toBe(8400);
  });
  it('160002044 Blue Medicine refused: no free Spell & Trap Zone', () => {
    const full = [setCard(SPARKS, 's1'), setCard(SPARKS, 's2'), setCard(SPARKS, 's3')];
    expect(offered(playOk(board({ hand: [card(MEDICINE, 'bm')], spellTraps: full }), []), 'bm')).toBe(false);
  });
});

describe('160002050 Driving Snow', () => {
  const b = () =>
    board(
      { spellTraps: [setCard(SNOW, 'ds'), setCard(TRAP_HOLE, 'mine'), setCard(SPARKS, 'sp')] },
      { hand: [card(HAMMER_CRUSH, 'hc'), mk('x', 1)], spellTraps: [setCard(TRAP_HOLE, 'th')] },
      { turnPlayer: 1, turn: 3 },
    );
  it("160002050 Driving Snow: when the opponent's card effect destroys your Trap, destroy 1 Spell/Trap on either field", () => {
    const p = playOk(b(), [{ do: 'activate', card: 'hc' }, { do: 'choose', cards: ['x'] }, { do: 'choose', cards: ['mine'] }, { do: 'respond', card: 'ds' }, { do: 'choose', cards: ['th'] }]);
    expect([inGy(p, 'mine'), inGy(p, 'th'), inGy(p, 'ds')]).toEqual([true, true, true]);
  });
  it('160002050 Driving Snow refused: a Spell (not a Trap) of yours was destroyed', () => {
    expect(canRespond(playOk(b(), [{ do: 'activate', card: 'hc' }, { do: 'choose', cards: ['x'] }, { do: 'choose', cards: ['sp'] }]), 'ds')).toBe(false);
  });
});

describe('160002040 Thousand Knives and 160002041 Dark Magic Attack', () => {
  const b = (id: number, dm: ReturnType<typeof atkPos>) =>
    board({ hand: [card(id, 'sp')], monsters: [dm] }, { monsters: [atkPos(mk('o', 3000))], spellTraps: [setCard(TRAP_HOLE, 't1'), setCard(SPARKS, 't2')], field: { card: card(SKYSCRAPER, 'f') } });
  it('160002040 Thousand Knives: with a face-up "Dark Magician", destroy 1 monster of the opponent', () => {
    const p = playOk(b(KNIVES, atkPos(card(DARK_MAGICIAN, 'dm'))), [{ do: 'activate', card: 'sp' }, { do: 'choose', cards: ['o'] }]);
    expect(inGy(p, 'o')).toBe(true);
  });
  it('160002040 Thousand Knives refused: "Dark Magician" is face-down', () => {
    expect(offered(playOk(b(KNIVES, setPos(card(DARK_MAGICIAN, 'dm'))), []), 'sp')).toBe(false);
  });
  it("160002041 Dark Magic Attack: with a face-up \"Dark Magician\", destroy all of the opponent's Spell/Trap cards (the Field Spell too)", () => {
    const p = playOk(b(MAGIC_ATTACK, atkPos(card(DARK_MAGICIAN, 'dm'))), [{ do: 'activate', card: 'sp' }]);
    expect([inGy(p, 't1'), inGy(p, 't2'), inGy(p, 'f'), onFieldRef(p, 'o')]).toEqual([true, true, true, true]);
  });
  it('160002041 Dark Magic Attack refused: no "Dark Magician" on the field', () => {
    expect(offered(playOk(b(MAGIC_ATTACK, atkPos(mk('w', 2500))), []), 'sp')).toBe(false);
  });
});

describe('160002037 Lullabind', () => {
  const psy = (ref: string) => atkPos(mk(ref, 1000, 0, 4, { race: 'Psychic' }));
  const b = (n: number) => board({ hand: [card(LULLABIND, 'lb')], monsters: [psy('p1'), psy('p2')].slice(0, n) }, { monsters: [atkPos(mk('o', 3000))] });
  it('160002037 Lullabind: with 2 face-up Psychics, 1 face-up monster of the opponent goes face-down Defense Position', () => {
    const p = playOk(b(2), [{ do: 'activate', card: 'lb' }, { do: 'choose', cards: ['o'] }]);
    expect(faceDownDefense(p, 'o')).toEqual({ position: 'defense', faceDown: true });
  });
  it('160002037 Lullabind refused: only 1 Psychic', () => {
    expect(offered(playOk(b(1), []), 'lb')).toBe(false);
  });
});

describe('160002049 Double Block', () => {
  const b = (secondLevel: number) =>
    board(
      { hand: [mk('h1', 500, 0, 2), mk('h2', 500, 0, secondLevel)], monsters: [atkPos(mk('m', 1000))], spellTraps: [setCard(DOUBLE_BLOCK, 'db')] },
      { monsters: [atkPos(mk('a1', 2000)), atkPos(mk('a2', 2000))] },
      { turn: 3, turnPlayer: 1 },
    );
  const attack = [{ do: 'enterBattle' }, { do: 'attack', card: 'a1', target: 'm' }];
  it('160002049 Double Block: attacked, two Level 2 Normal Monsters discarded: two face-up monsters of the opponent turn face-down in Defense', () => {
    const p = playOk(b(2), [...attack, { do: 'respond', card: 'db' }, { do: 'choose', cards: ['h1', 'h2'] }, { do: 'choose', cards: ['a1', 'a2'] }]);
    expect([faceDownDefense(p, 'a1'), faceDownDefense(p, 'a2')]).toEqual([{ position: 'defense', faceDown: true }, { position: 'defense', faceDown: true }]);
    expect(inGy(p, 'h1') && inGy(p, 'h2')).toBe(true);
  });
  it('160002049 Double Block refused: the second Normal Monster in the hand is Level 3', () => {
    expect(canRespond(playOk(b(3), attack), 'db')).toBe(false);
  });
});

describe('160002045 Party Time - Disco Ball', () => {
  const b = (level: number) =>
    board(
      { graveyard: [mk('aq', 1200, 0, 4, { race: 'Aqua' })], spellTraps: [setCard(160002045, 'pt')] },
      { hand: [mk('n', 2000, 0, level)], monsters: [atkPos(mk('t', 1))] },
      { turn: 3, turnPlayer: 1 },
    );
  it('160002045 Party Time - Disco Ball: the opponent Tribute Summons a Level 5 monster: Special Summon 1 Aqua monster from your GY', () => {
    const p = playOk(b(5), [{ do: 'summon', card: 'n', position: 'attack', tributes: ['t'] }, { do: 'respond', card: 'pt' }, { do: 'choose', cards: ['aq'] }, { do: 'choose', option: 0 }]);
    expect(slot(p, 'aq')?.position).toBe('attack');
  });
  it('160002045 Party Time - Disco Ball refused: the summoned monster is Level 4', () => {
    expect(canRespond(playOk(b(4), [{ do: 'summon', card: 'n', position: 'attack' }]), 'pt')).toBe(false);
  });
});

describe('160002018 Full Meteor Impact', () => {
  const sc = mk('sc', 2500, 0, 7, { race: 'Spellcaster' });
  const opp = { monsters: [atkPos(mk('o6', 2000, 0, 6)), atkPos(mk('o5', 2000, 0, 5)), setPos(mk('fd', 2000, 0, 8))] };
  it('160002018 Full Meteor Impact: Normal (Tribute) Summoned this turn with a face-up Level 7 Spellcaster, send it to the GY: face-up Level 6 or higher opponent monsters are destroyed', () => {
    const p = playOk(board({ hand: [card(160002018, 'fm')], monsters: [atkPos(sc), atkPos(mk('t', 1)), atkPos(mk('u', 1))] }, opp), [
      { do: 'summon', card: 'fm', position: 'attack', tributes: ['t', 'u'] },
      { do: 'activate', card: 'fm' },
    ]);
    expect([inGy(p, 'fm'), inGy(p, 'o6'), onFieldRef(p, 'o5'), onFieldRef(p, 'fd')]).toEqual([true, true, true, true]);
  });
  it('160002018 Full Meteor Impact refused: Special Summoned this turn, not Normal Summoned', () => {
    const p = playOk(board({ monsters: [atkPos(sc), { card: card(160002018, 'fm'), position: 'attack', summonedHow: 'special' } as never] }, opp), []);
    expect(offered(p, 'fm')).toBe(false);
  });
});
