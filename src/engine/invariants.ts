// What must always be true of a duel state: every card in exactly one place, zone limits,
// sane LP and a consistent pending decision. Used to vet loaded games and by property tests.
import { cardDef, isExtraDeckMonster } from './cards';
import type { DuelState, Seat } from './types';

export function stateProblems(s: DuelState): string[] {
  const problems: string[] = [];
  const seen = new Map<number, string>();
  const n = s.cards.length;
  const note = (uid: number, where: string, owner?: Seat): void => {
    if (!Number.isInteger(uid) || uid < 0 || uid >= n) {
      problems.push(`${where}: ${uid} is not a card of this duel`);
      return;
    }
    const before = seen.get(uid);
    if (before) problems.push(`card ${uid} is in two places: ${before} and ${where}`);
    seen.set(uid, where);
    const inst = s.cards[uid];
    if (owner !== undefined && inst && inst.owner !== owner) problems.push(`${where}: card ${uid} belongs to the other player`);
  };
  for (const seat of [0, 1] as const) {
    const p = s.players[seat];
    const at = `player ${seat}`;
    if (!Number.isInteger(p.lp) || p.lp < 0) problems.push(`${at}: LP ${p.lp} is not a whole number of 0 or more`);
    p.hand.forEach((u) => note(u, `${at} hand`, seat));
    p.deck.forEach((u) => note(u, `${at} deck`, seat));
    p.gy.forEach((u) => note(u, `${at} graveyard`, seat));
    p.extra.forEach((u) => note(u, `${at} extra deck`, seat));
    if (p.monsters.length !== 3) problems.push(`${at}: there must be exactly 3 Monster Zones`);
    if (p.spellTraps.length !== 3) problems.push(`${at}: there must be exactly 3 Spell & Trap Zones`);
    p.monsters.forEach((m, z) => {
      if (!m) return;
      note(m.uid, `${at} monster zone ${z}`);
      if (m.faceDown && m.position !== 'defense') problems.push(`${at} monster zone ${z}: face-down in Attack Position`);
      if (m.maximum) {
        note(m.maximum.left, `${at} MAXIMUM [L]`);
        note(m.maximum.right, `${at} MAXIMUM [R]`);
        if (z !== 1 || p.monsters[0] || p.monsters[2]) problems.push(`${at}: a MAXIMUM monster must fill all three zones`);
        if (m.faceDown || m.position !== 'attack') problems.push(`${at}: a MAXIMUM monster must be face-up in Attack Position`);
      }
      if (uidOk(s, m.uid) && cardDef(s, m.uid).kind !== 'monster') problems.push(`${at} monster zone ${z}: not a monster`);
    });
    p.spellTraps.forEach((st, z) => {
      if (!st) return;
      note(st.uid, `${at} spell/trap zone ${z}`);
      if (uidOk(s, st.uid)) {
        const def = cardDef(s, st.uid);
        // A monster card is there only face-up as the Equip card of a monster (a Union monster, `equipSelf`).
        const union = def.kind === 'monster' && !st.faceDown && st.equippedTo !== null;
        if ((def.kind === 'monster' && !union) || def.spellKind === 'field') problems.push(`${at} spell/trap zone ${z}: ${def.name} cannot be there`);
      }
    });
    if (p.field) {
      note(p.field.uid, `${at} field zone`);
      if (uidOk(s, p.field.uid) && cardDef(s, p.field.uid).spellKind !== 'field') problems.push(`${at} field zone: not a Field Spell`);
    }
    for (const u of p.hand.concat(p.deck)) {
      if (uidOk(s, u) && isExtraDeckMonster(cardDef(s, u))) problems.push(`${at}: a Fusion/Ritual monster is in the hand or deck`);
    }
  }
  if (seen.size !== n) problems.push(`${n - seen.size} card(s) of this duel are nowhere`);
  if (s.winner === null && s.pending === null) problems.push('the duel is not over but nobody is asked to act');
  if (s.winner !== null && s.pending !== null) problems.push('the duel is over but a decision is pending');
  if (s.pending && s.pending.player !== s.turnPlayer && s.pending.kind !== 'respond' && s.pending.kind !== 'choose' && s.pending.kind !== 'option') {
    problems.push('only the turn player can be asked for that decision');
  }
  if (s.frame && s.pending?.kind !== 'choose' && s.pending?.kind !== 'option' && s.winner === null) {
    problems.push('an effect is resolving but nobody is asked to choose');
  }
  return problems;
}

function uidOk(s: DuelState, uid: number): boolean {
  return Number.isInteger(uid) && uid >= 0 && uid < s.cards.length;
}
