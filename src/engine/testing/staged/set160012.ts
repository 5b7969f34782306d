// Staged coverage positions for set 160012 (see base.ts for the shape).
import { main, mon, theirTurn, type Staged } from './base';

const FILLER = 160320008;
const FUSION = 160204050;
const normal = (id: number) => ({ card: id, summonedHow: 'normal' });
const BLUE_EYES = 160001000; // LIGHT Dragon Normal, Level 8, 3000 ATK
const attack = ['enterBattle', 'attack'] as const;

export const SET160012_STAGED: Staged[] = [
  [160012006, main({ hand: [FILLER], monsters: [{ card: 160012006 }] }, { monsters: [{ card: FILLER }] })],
  [160012008, main({ monsters: [normal(160012008), { card: mon('dk', 'Fiend', 4, 1000, 'DARK') }], graveyard: [mon('g8', 'Galaxy', 8, 2500, 'DARK')] })],
  [160012009, main({ monsters: [normal(160012009)], graveyard: [mon('gx', 'Galaxy', 4, 1000, 'DARK')] })],
  [160012017, main({ monsters: [{ card: 160012017 }] })],
  [160012018, main({ monsters: [{ card: 160012018 }], deck: [mon('m5', 'Machine', 5, 2000, 'DARK'), FILLER, FILLER] })],
  [160012023, main({ hand: [FUSION], monsters: [normal(160012023)] })],
  [160012014, main({ monsters: [{ card: 160012014 }], graveyard: [160012061] })],
  [160012015, main({ hand: [160012004], monsters: [{ card: 160012015 }] })],
  [160012016, main({ hand: [FILLER], monsters: [{ card: 160012016 }], graveyard: [160012004, FUSION] })],
  [160012031, main({ monsters: [{ card: 160012031 }], graveyard: [mon('p8', 'Pyro', 8, 2500, 'FIRE')] })],
  [160012033, main({ monsters: [{ card: 160012033 }], graveyard: [mon('g4', 'Galaxy', 4, 1000, 'DARK')] })],
  [160012034, main({ monsters: [{ card: 160012034, summonedHow: 'fusion' }, { card: 160012002 }], graveyard: [160012002, FUSION] })],
  [160012040, main({ monsters: [{ card: 160012040, summonedHow: 'fusion' }] })],
  [160012042, main({ hand: [160012042, FILLER] })],
  [160012049, main({ hand: [160012049, FILLER], graveyard: [160012004] })],
  [160012050, main({ hand: [160012050, FILLER], monsters: [{ card: 160007017 }] }, { monsters: [{ card: FILLER }] })],
  [160012051, main({ hand: [160012051, 160005014, 160005015, 160005016] }, { monsters: [{ card: FILLER }] })],
  [160012052, main({ hand: [160012052, FILLER], graveyard: [mon('cw', 'Celestial Warrior', 4, 1000, 'DARK')] })],
  [160012056, theirTurn(160012056, { monsters: [{ card: mon('gx', 'Galaxy', 4, 1000, 'DARK') }] }, { monsters: [{ card: BLUE_EYES }] }), [...attack]],
  [160012057, theirTurn(160012057, { monsters: [{ card: mon('m7', 'Machine', 7, 2000, 'EARTH') }] }, { hand: [BLUE_EYES], monsters: [{ card: FILLER }, { card: FILLER }] }), ['summon', 'select', 'select']],
  [160012059, theirTurn(160012059, { monsters: [{ card: mon('gx', 'Galaxy', 4, 1500, 'DARK') }], graveyard: [mon('g2', 'Galaxy', 4, 1000, 'DARK')] }, { monsters: [{ card: BLUE_EYES }] }), [...attack]],
  [160012061, theirTurn(160012061, { monsters: [{ card: mon('c1', 'Beast', 4, 1400, 'DARK', 200) }] }, { monsters: [{ card: BLUE_EYES }] }), [...attack]],
];
