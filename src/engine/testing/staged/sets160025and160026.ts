// Staged coverage positions for sets 160025 and 160026, third pass (see base.ts for the shape).
import { main, mon, theirTurn, type Staged } from './base';

const pyro = (ref: string, def = 1300) => mon(ref, 'Pyro', 7, 1000, 'FIRE', def);
const faceUp = (ref: string) => ({ card: mon(ref, 'Warrior', 4, 1500) });

export const SETS160025AND160026_STAGED: Staged[] = [
  // Absorbing Fiend's Mirror with Fiend's Mirror in the GY: two opposing monsters to weaken.
  [160025045, main({ monsters: [{ card: 160025045 }], graveyard: [160025069] }, { monsters: [faceUp('o1'), faceUp('o2')] })],
  // Healthie Cafferin summoned this turn, the Buzzer Battle in the GY to Set.
  [160026019, main({ hand: [160026019], graveyard: [160026052] }), [{ type: 'summon', rule: 0 }]],
  [160026020, main({ hand: [160026020], monsters: [{ card: pyro('p') }], graveyard: [pyro('g')] }), [{ type: 'summon', rule: 0 }]],
  [160026022, main({ monsters: [{ card: 160026022 }], graveyard: [160026064] }, { monsters: [faceUp('o1'), faceUp('o2')] })],
  [160026024, main({ monsters: [{ card: 160026024 }], hand: [pyro('h')] })],
  // Healthie Tigasati beside another Level 7 Pyro Effect monster.
  [160026042, main({ monsters: [{ card: 160026042 }, { card: 160026022 }] })],
  [160026052, main({ hand: [160026052, pyro('h')], extra: [160026042] })],
  [160026053, main({ hand: [160026053], graveyard: [pyro('g1'), pyro('g2'), pyro('g3')] }, { spellTraps: [{ card: 160202019, faceDown: true }] })],
  // Staaart Boasting: the opponent Normal Summons while two Level 7 Pyro stand on the field.
  [160026064, theirTurn(160026064, { monsters: [{ card: pyro('p1') }, { card: 160026022 }] }, { hand: [160320008] }), ['summon']],
];
