// Staged coverage positions for set 160010 (see base.ts for the shape).
import { fillerDeck, main, type Staged } from './base';

const UMI = 160003052; // Field Spell
const TRAP_HOLE = 160202019;
const POT = 160411003; // a Spell for the opponent's GY
const ABYSS = 160010000; // WATER Aqua Effect Monster, Level 4, 1800 ATK
const MUTTON = 160009006;
const RIVER_SLIDER = 160010102;
/** An inline Normal Monster with its own ref. */
const mon = (ref: string, race: string, level: number, attribute = 'EARTH', atk = 1000, def = 0) => ({ vanilla: { name: ref, level, atk, def, attribute, race }, ref });
/** The opponent's turn: seat 0 holds the Trap Set on an earlier turn. */
const theirs = (p0: object, p1: object) => ({ turn: 3, turnPlayer: 1, phase: 'main', players: [{ deck: fillerDeck, ...p0 }, { deck: fillerDeck, ...p1 }] });
const aqua = (ref: string, level = 4, atk = 1000) => mon(ref, 'Aqua', level, 'WATER', atk);
const reptile = (ref: string, level = 3) => mon(ref, 'Reptile', level);
const bw = (ref: string, level = 4) => mon(ref, 'Beast-Warrior', level, 'DARK');
const normal = (ref: string, level = 4) => mon(ref, 'Warrior', level);
const attack = ['enterBattle', 'attack'] as const;

export const SET160010_STAGED: Staged[] = [
  [160010000, main({ hand: [aqua('w')], monsters: [{ card: ABYSS }] }, { monsters: [{ card: normal('o') }] })],
  [160010018, main({ monsters: [{ card: 160010018, summonedHow: 'normal' }] })],
  [160010019, main({ monsters: [{ card: 160010019, summonedHow: 'normal' }] })],
  [160010020, main({ monsters: [{ card: 160010020 }], graveyard: [mon('p1', 'Pyro', 4, 'FIRE'), mon('p2', 'Pyro', 4, 'FIRE'), mon('p3', 'Pyro', 4, 'FIRE')] }, { monsters: [{ card: normal('o') }], graveyard: [normal('g')] })],
  [160010021, main({ monsters: [{ card: 160010021 }, { card: mon('gal', 'Galaxy', 7, 'DARK') }], graveyard: [160010021] })],
  [160010023, main({ hand: [mon('gal', 'Galaxy', 8, 'DARK', 2500)], monsters: [{ card: 160010023 }] })],
  [160010025, main({ monsters: [{ card: 160010025 }] }, { monsters: [{ card: mon('light', 'Fairy', 4, 'LIGHT') }] })],
  [160010027, main({ monsters: [{ card: 160010027, summonedHow: 'normal' }], graveyard: [RIVER_SLIDER] }, { graveyard: [normal('n7', 7), POT] })],
  [160010029, main({ monsters: [{ card: 160010029 }, { card: aqua('a1') }, { card: aqua('a2') }] })],
  [160010030, main({ field: { card: UMI }, monsters: [{ card: 160010030 }] })],
  [160010031, main({ monsters: [{ card: 160010031, summonedHow: 'normal' }], graveyard: [bw('b6', 6)] })],
  [160010032, main({ monsters: [{ card: 160010032, summonedHow: 'normal' }], graveyard: [bw('b7', 7)] })],
  [160010033, main({ monsters: [{ card: 160010033, summonedHow: 'normal' }], graveyard: [160002039] }, { monsters: [{ card: normal('o') }] })],
  [160010034, main({ hand: [aqua('a100', 1, 100)], monsters: [{ card: 160010034 }] }, { spellTraps: [{ card: TRAP_HOLE, faceDown: true }] })],
  [160010036, main({ monsters: [{ card: 160010036 }, { card: normal('big', 4) }, { card: mon('strong', 'Warrior', 4, 'EARTH', 1500) }], graveyard: [ABYSS] }, { monsters: [{ card: normal('o') }] })],
  [160010037, main({ hand: [normal('h')], monsters: [{ card: 160010037 }, { card: mon('m', 'Warrior', 4, 'EARTH', 1000, 1000) }], graveyard: [mon('l8', 'Dragon', 8, 'LIGHT', 2500)] })],
  [160010038, main({ monsters: [{ card: 160010038, summonedHow: 'normal' }] }, { monsters: [{ card: normal('n') }], spellTraps: [{ card: TRAP_HOLE, faceDown: true }] })],
  [160010039, main({ monsters: [{ card: 160010039 }], graveyard: [bw('w1'), bw('w2'), bw('w3'), ...['g1', 'g2', 'g3', 'g4', 'g5', 'g6', 'g7'].map((r) => normal(r))] }, { monsters: [{ card: normal('o') }] })],
  [160010040, main({ monsters: [{ card: 160010040 }], graveyard: [normal('g1'), normal('g2')] })],
  [160010041, main({ monsters: [{ card: 160010041 }, { card: normal('n') }] })],
  [160010045, main({ hand: [160010045], monsters: [{ card: normal('m4') }] }, { monsters: [{ card: normal('o4') }] })],
  [160010046, main({ hand: [160010046, mon('b1', 'Beast', 4), mon('b2', 'Beast', 4)], monsters: [{ card: MUTTON }] }, { monsters: [{ card: normal('o') }] })],
  [160010047, main({ hand: [160010047], field: { card: UMI } }, { monsters: [{ card: normal('n') }], spellTraps: [{ card: TRAP_HOLE, faceDown: true }] })],
  [160010049, main({ hand: [160010049], monsters: [{ card: aqua('a') }] })],
  [160010050, main({ deck: [bw('d1'), bw('d2'), bw('d3'), bw('d4'), bw('d5')], hand: [160010050], monsters: [{ card: bw('b1') }, { card: bw('b2') }] })],
  [160010051, main({ hand: [160010051], monsters: [{ card: reptile('r1') }, { card: reptile('r2') }, { card: reptile('r3') }] })],
  [160010052, main({ hand: [160010052], graveyard: [reptile('r1'), reptile('r2'), reptile('r3'), reptile('r7', 7)] })],
  [160010053, main({ hand: [160010053], monsters: [{ card: reptile('r1') }, { card: reptile('r2') }] })],
  [160010054, main({ hand: [160010054, aqua('w')] }, { monsters: [{ card: normal('o7', 7) }] })],
  [160010055, main({ hand: [160010055, aqua('w1'), aqua('w2'), aqua('w3')] })],
  [160010056, main({ hand: [160010056], graveyard: [normal('l8', 8)], monsters: [{ card: normal('m8', 8) }] })],
  [160010057, main({ hand: [160010057], graveyard: [normal('g1'), normal('g2')] }, { monsters: [{ card: normal('o', 8) }], graveyard: [POT, POT, POT, POT, POT] })],
  [160010059, theirs({ monsters: [{ card: mon('light', 'Fairy', 4, 'LIGHT') }], spellTraps: [{ card: 160010059, faceDown: true }] }, { monsters: [{ card: normal('a', 6) }] }), [...attack]],
  [160010060, theirs({ monsters: [{ card: normal('m') }], spellTraps: [{ card: 160010060, faceDown: true }], graveyard: [aqua('q1'), aqua('q2')] }, { monsters: [{ card: normal('a') }] }), [...attack]],
  [160010062, theirs({ monsters: [{ card: normal('f'), faceDown: true, position: 'defense' }], spellTraps: [{ card: 160010062, faceDown: true }] }, { monsters: [{ card: normal('a') }] }), [...attack]],
  [160010063, theirs({ monsters: [{ card: reptile('r3') }], spellTraps: [{ card: 160010063, faceDown: true }] }, { monsters: [{ card: normal('a') }] }), [...attack]],
  [160010065, theirs({ monsters: [{ card: normal('m') }], spellTraps: [{ card: 160010065, faceDown: true }] }, { hand: [normal('x')] }), [{ type: 'summon', position: 'attack' }]],
  [160010102, main({ monsters: [{ card: RIVER_SLIDER }, { card: aqua('q') }] }, { monsters: [{ card: normal('n7', 7) }] })],
];
