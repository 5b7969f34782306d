// Staged coverage positions for sets 160319, 160210, 160015 and 160448-160451 (see base.ts for the shape).
import { main, mon, theirTurn, type Staged } from './base';

const FILLER = 160320008;
const FUSION = 160204050;
const normal = (id: number) => ({ card: id, summonedHow: 'normal' });
const fusion = (id: number) => ({ card: id, summonedHow: 'fusion' });
const BLUE_EYES = 160001000; // LIGHT Dragon Normal, Level 8, 3000 ATK, Legend
const EMBER = 160316023;
const attack = ['enterBattle', 'attack'] as const;

export const SETS160015AND160210_STAGED: Staged[] = [
  [160319006, main({ monsters: [normal(160319006)], graveyard: [160319028] })],
  [160319007, main({ monsters: [normal(160319007), { card: 160319006 }], graveyard: [BLUE_EYES] })],
  [160319008, main({ hand: [FILLER], monsters: [{ card: 160319008 }], graveyard: [BLUE_EYES] })],
  [160319028, main({ hand: [160319028], monsters: [{ card: BLUE_EYES }] })],
  [160210019, main({ monsters: [fusion(160210019)], graveyard: [mon('g1', 'Fiend', 8, 1000, 'DARK'), mon('g2', 'Dragon', 4, 1000, 'DARK')] }, { monsters: [{ card: FILLER }] })],
  [160210020, main({ monsters: [fusion(160210020)] }, { monsters: [{ card: FILLER }] })],
  [160210035, main({ monsters: [{ card: 160210035 }], graveyard: Array.from({ length: 10 }, () => FUSION) }, { monsters: [{ card: BLUE_EYES }] })],
  [160210040, main({ monsters: [{ card: 160210040 }, { card: mon('ss', 'Sea Serpent', 4, 1000, 'WATER') }] })],
  [160210046, main({ monsters: [{ card: 160210046 }], graveyard: [mon('sp', 'Spellcaster', 7, 2500, 'LIGHT')] })],
  [160210050, main({ hand: [FILLER, FILLER], monsters: [{ card: 160210050 }], graveyard: [mon('sp', 'Spellcaster', 7, 2500, 'LIGHT'), FUSION] })],
  [160210058, main({ hand: [160210058] }, { monsters: [{ card: BLUE_EYES }] })],
  [160210064, main({ hand: [160210065], monsters: [{ card: 160210064 }], graveyard: [EMBER, EMBER] })],
  [160210065, main({ monsters: [normal(160210065)], graveyard: [EMBER, mon('f1', 'Pyro', 4, 1000, 'FIRE'), mon('f2', 'Pyro', 4, 1000, 'FIRE')] })],
  [160210067, main({ hand: [160210067], monsters: [{ card: FILLER }], graveyard: [mon('p1', 'Plant', 4, 1000), mon('p2', 'Plant', 4, 1000), mon('p3', 'Plant', 4, 1000)] }, { monsters: [{ card: FILLER }] })],
  [160210073, main({ hand: [mon('f10', 'Fiend', 10, 3000, 'DARK')], monsters: [{ card: 160210073 }], graveyard: [mon('z', 'Fiend', 4, 0, 'DARK')] }, { spellTraps: [{ card: 160210058, faceDown: true }] })],
  [160210074, main({ monsters: [{ card: 160210074 }, { card: mon('f7', 'Fiend', 7, 1000, 'DARK'), position: 'defense' }] })],
  [160210075, main({ hand: [mon('lg', 'Galaxy', 7, 2500, 'LIGHT')], monsters: [{ card: 160210075 }], deck: [mon('d1', 'Galaxy', 4, 1000, 'LIGHT'), FILLER, FILLER] })],
  [160210077, main({ monsters: [normal(160210077)], graveyard: [160319007] })],
  [160210078, main({ monsters: [{ card: 160210078 }] }, { monsters: [{ card: BLUE_EYES }, { card: FILLER }] })],
  [160210081, main({ monsters: [{ card: 160210081 }], graveyard: [mon('ss', 'Sea Serpent', 4, 800, 'WATER')] })],
  [160210085, main({ hand: [160210085], monsters: [{ card: mon('g7', 'Galaxy', 7, 2000, 'DARK') }] }, { monsters: [{ card: FILLER, position: 'defense', faceDown: true }] })],
];
