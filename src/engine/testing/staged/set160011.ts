// Staged coverage positions for set 160011 (see base.ts for the shape).
import { fillerDeck, main, type Staged } from './base';

const POT = 160411003; // a Spell for a GY
const BEAN = 160011005; // Level 4 Plant Normal Monster, 500 DEF
const BLACK_LUSTER = 160011006; // Level 8 Warrior Normal Monster, 500 DEF
const BLANC = 160011007; // Level 5 Plant Normal Monster
/** An inline Normal Monster with its own ref. */
const mon = (ref: string, race: string, level: number, attribute = 'EARTH', atk = 1000, def = 0) => ({ vanilla: { name: ref, level, atk, def, attribute, race }, ref });
/** The opponent's turn: seat 0 holds the Trap Set on an earlier turn. */
const theirs = (p0: object, p1: object) => ({ turn: 3, turnPlayer: 1, phase: 'main', players: [{ deck: fillerDeck, ...p0 }, { deck: fillerDeck, ...p1 }] });
const normal = (ref: string, level = 4, atk = 1000) => mon(ref, 'Warrior', level, 'EARTH', atk);

export const SET160011_STAGED: Staged[] = [
  [160011013, main({ monsters: [{ card: 160011013 }, { card: mon('f', 'Fairy', 4, 'DARK', 1500) }] })],
  [160011015, main({ hand: [BEAN], monsters: [{ card: 160011015, summonedHow: 'normal' }] }, { monsters: [{ card: normal('o') }] })],
  [160011016, main({ monsters: [{ card: 160011016 }, { card: BEAN }] }, { monsters: [{ card: normal('o') }] })],
  [160011019, main({ hand: [BEAN], monsters: [{ card: 160011019, summonedHow: 'normal' }] })],
  [160011022, main({ monsters: [{ card: 160011022, summonedHow: 'normal' }] })],
  [160011023, main({ monsters: [{ card: 160011023 }], graveyard: [POT] })],
  [160011026, main({ hand: [BEAN], monsters: [{ card: 160011026, summonedHow: 'normal' }], graveyard: [160011008] })],
  [160011027, main({ monsters: [{ card: 160011027 }], graveyard: [mon('b1', 'Beast-Warrior', 4), mon('b2', 'Beast-Warrior', 4)] })],
  [160011028, main({ monsters: [{ card: 160011028, summonedHow: 'special' }, { card: normal('m1') }, { card: normal('m2') }], graveyard: [160005065, 160004030] })],
  [160011029, main({ hand: [mon('f', 'Fairy', 4)], monsters: [{ card: 160011029 }] }, { monsters: [{ card: normal('o1') }, { card: normal('o2') }] })],
  [160011031, main({ monsters: [{ card: 160011031, summonedHow: 'normal' }] }, { graveyard: [POT] })],
  [160011033, main({ monsters: [{ card: 160011033 }, { card: mon('z', 'Zombie', 5) }] })],
  [160011037, main({ monsters: [{ card: 160011037 }], graveyard: [160005057] })],
  [160011038, main({ monsters: [{ card: 160011038 }], graveyard: [160005058] }, { monsters: [{ card: normal('o') }] })],
  [160011039, main({ monsters: [{ card: 160011039 }], graveyard: [POT, mon('g', 'Warrior', 4, 'EARTH', 1000, 1000)] }, { monsters: [{ card: normal('o') }] })],
  [160011045, main({ hand: [160011045] }, { monsters: [{ card: normal('o1') }, { card: normal('o2') }, { card: normal('o3') }] })],
  [160011046, main({ hand: [160011046, BLACK_LUSTER], monsters: [{ card: normal('m1') }, { card: normal('m2') }] })],
  [160011047, main({ hand: [160011047], graveyard: [BLACK_LUSTER, 160011046] })],
  [160011048, main({ hand: [160011048], graveyard: [BEAN, BLANC] }, { monsters: [{ card: normal('o7', 7) }] })],
  [160011055, main({ hand: [160011055, mon('w', 'Warrior', 4, 'WIND')], graveyard: [160204050] })],
  [160011056, main({ hand: [160011056, mon('w', 'Psychic', 4, 'WIND')] })],
  [160011062, theirs({ monsters: [{ card: mon('f', 'Fairy', 4, 'DARK', 1500) }], spellTraps: [{ card: 160011062, faceDown: true }] }, { monsters: [{ card: normal('a', 4, 2000) }] }), ['enterBattle', 'attack']],
  [160011063, theirs({ monsters: [{ card: BEAN }], spellTraps: [{ card: 160011063, faceDown: true }] }, { hand: [normal('x', 5, 2000)], monsters: [{ card: normal('t') }], graveyard: [normal('g')] }), [{ type: 'summon', position: 'attack' }, 'select', 'done']],
  [160011064, theirs({ monsters: [{ card: mon('ps', 'Psychic', 7, 'WIND', 2500) }], spellTraps: [{ card: POT, faceDown: true }, { card: 160011064, faceDown: true }], graveyard: [POT] }, { monsters: [{ card: 160002030 }] }), ['activate', 'select', 'done']],
];
