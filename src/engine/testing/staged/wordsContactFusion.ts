// Staged coverage positions for the Contact Fusion monsters (summon.contactFusion; see base.ts for the shape).
import { main, mon, type Staged } from './base';

const fused = (id: number) => ({ card: id, summonedHow: 'fusion' });
const STRAIGHT_PIERCE = 160203036; // a Normal Spell
const STRAYNGE_CAT = 160301010;
const FILLER = 160320008;

export const WORDS_CONTACT_FUSION_STAGED: Staged[] = [
  [160018039, main({ monsters: [fused(160018039)] }, { monsters: [{ card: mon('o', 'Warrior', 4, 1500) }] })],
  [160018046, main({ deck: [FILLER, FILLER, FILLER, FILLER, FILLER], monsters: [{ card: 160018046 }], graveyard: [mon('w7', 'Warrior', 7, 2500, 'WIND')] })],
  [160020047, main({ monsters: [fused(160020047)], graveyard: [STRAYNGE_CAT] }, { spellTraps: [{ card: STRAIGHT_PIERCE, faceDown: true }] })],
  [160022031, main({ monsters: [{ card: 160022031 }], graveyard: [STRAIGHT_PIERCE] }, { monsters: [{ card: mon('o', 'Warrior', 4, 1500) }] })],
  [160023039, main({ monsters: [{ card: 160023039 }], graveyard: [mon('g', 'Dragon', 4, 1000)] })],
  [160024031, main({ monsters: [fused(160024031)] }, { spellTraps: [{ card: STRAIGHT_PIERCE, faceDown: true }] })],
  [160322002, main({ monsters: [fused(160322002)] }, { spellTraps: [{ card: STRAIGHT_PIERCE, faceDown: true }] })],
  [160322004, main({ monsters: [fused(160322004)] }, { monsters: [{ card: mon('o', 'Warrior', 4, 1500) }] })],
  [160402043, main({ monsters: [fused(160402043)], graveyard: [mon('l7', 'Warrior', 7, 2500)] })],
  [160402046, main({ hand: [mon('d7', 'Dragon', 7, 2500)], monsters: [{ card: 160402046 }] })],
];
