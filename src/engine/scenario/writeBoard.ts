// Writes a duel state as a scenario board: every field of every entry, defaults
// included, each list in rule order (deck top first, GY oldest first, zones by index).
import type { DuelState, MonsterSlot, SpellTrapSlot } from '../types';

export type BoardCard = { id: number; ref?: string } | { vanilla: Record<string, unknown>; ref?: string };

export function writeCard(state: DuelState, uid: number): BoardCard {
  const inst = state.cards[uid];
  if (!inst) throw new Error(`no card with uid ${uid}`);
  let out: BoardCard;
  if (inst.id < 0) {
    const d = state.inline[-inst.id - 1];
    out = {
      vanilla: d
        ? { name: d.name, level: d.level, atk: d.atk, def: d.def, attribute: d.attribute, race: d.race }
        : {},
    };
  } else {
    out = { id: inst.id };
  }
  if (inst.ref !== undefined) out.ref = inst.ref;
  return out;
}

/** How events and options name a card: its ref, else its pool id, else its name. */
export function cardLabel(state: DuelState, uid: number): string | number {
  const inst = state.cards[uid];
  if (!inst) return uid;
  if (inst.ref !== undefined) return inst.ref;
  if (inst.id > 0) return inst.id;
  return state.inline[-inst.id - 1]?.name ?? uid;
}

function refOf(state: DuelState, uid: number | null): string | number | null {
  return uid === null ? null : cardLabel(state, uid);
}

function writeMonster(state: DuelState, m: MonsterSlot, zone: number): Record<string, unknown> {
  const equips: (string | number)[] = [];
  for (const p of state.players) {
    for (const s of p.spellTraps) if (s && s.equippedTo === m.uid) equips.push(cardLabel(state, s.uid));
  }
  return {
    card: writeCard(state, m.uid),
    zone,
    position: m.position,
    faceDown: m.faceDown,
    summonedThisTurn: m.summonedThisTurn,
    ...(m.summoned && m.summonedThisTurn && m.summoned.turn === state.turn
      ? { summonedHow: m.summoned.how, summonedFrom: m.summoned.from }
      : {}),
    positionChangedThisTurn: m.positionChangedThisTurn,
    attackedThisTurn: m.attacks > 0,
    effectsUsedThisTurn: [...m.effectsUsedThisTurn],
    maximum: m.maximum ? { left: writeCard(state, m.maximum.left), right: writeCard(state, m.maximum.right) } : null,
    equips,
  };
}

function writeSpellTrap(state: DuelState, s: SpellTrapSlot, zone: number): Record<string, unknown> {
  return {
    card: writeCard(state, s.uid),
    zone,
    faceDown: s.faceDown,
    setThisTurn: s.setThisTurn,
    equippedTo: refOf(state, s.equippedTo),
  };
}

export function writeBoard(state: DuelState): Record<string, unknown> {
  return {
    turn: state.turn,
    turnPlayer: state.turnPlayer,
    phase: state.phase,
    players: state.players.map((p) => ({
      lp: p.lp,
      hand: p.hand.map((u) => writeCard(state, u)),
      deck: p.deck.map((u) => writeCard(state, u)),
      graveyard: p.gy.map((u) => writeCard(state, u)),
      extra: p.extra.map((u) => writeCard(state, u)),
      monsters: p.monsters.flatMap((m, z) => (m ? [writeMonster(state, m, z)] : [])),
      spellTraps: p.spellTraps.flatMap((s, z) => (s ? [writeSpellTrap(state, s, z)] : [])),
      field: p.field ? { card: writeCard(state, p.field.uid), faceDown: p.field.faceDown } : null,
    })),
  };
}
