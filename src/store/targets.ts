// From the legal actions to what lights up: for a card being dragged or selected, which
// places accept it and which actions a drop there could mean. Nothing here decides
// legality; it only sorts the engine's list by place.
import { cardDef, whyNot, type Action, type DuelState } from '../engine/play';
import { english, type Msg } from '../i18n';
import { actionMsg, actionUses } from './actionLabel';
import { AI, HUMAN, locate, locKey, lpKey } from './locate';

export const OPPONENT_SIDE = 'opponent-side';

const mine = (place: 'monster' | 'spellTrap' | 'field', index: number): string =>
  locKey({ seat: HUMAN, place, index });

function add(map: Map<string, Action[]>, key: string, a: Action): void {
  const list = map.get(key);
  if (list) list.push(a);
  else map.set(key, [a]);
}

/** Places where a drop of `uid` means something, with the actions each could be. */
export function targetsFor(state: DuelState, legal: readonly Action[], uid: number): Map<string, Action[]> {
  const out = new Map<string, Action[]>();
  const me = state.players[HUMAN];
  const foe = state.players[AI];
  for (const a of legal) {
    if (!actionUses(a, uid)) continue;
    switch (a.type) {
      case 'summon':
        if (a.zone !== undefined) add(out, mine('monster', a.zone), a);
        else for (let z = 0; z < 3; z++) add(out, mine('monster', z), a);
        break;
      case 'maximumSummon':
        for (let z = 0; z < 3; z++) add(out, mine('monster', z), a);
        break;
      case 'ruleSummon':
        add(out, mine('monster', a.zone), a);
        break;
      case 'setSpellTrap':
        add(out, a.zone === 'field' ? mine('field', 0) : mine('spellTrap', a.zone), a);
        break;
      case 'activate': {
        if (!me.hand.includes(a.card)) break; // On the field: activated from its menu.
        if (cardDef(state, a.card).spellKind === 'field') add(out, mine('field', 0), a);
        // The zone it is dropped on is the zone it goes to: each zone the engine accepts (R-SPELL-7).
        else {
          for (let z = 0; z < 3; z++) {
            const there: Action = { ...a, zone: z };
            if (!whyNot(state, there)) add(out, mine('spellTrap', z), there);
          }
        }
        break;
      }
      case 'attack': {
        if (a.target === 'direct') {
          add(out, lpKey(AI), a);
          add(out, OPPONENT_SIDE, a);
          for (let z = 0; z < 3; z++) {
            const empty = !foe.monsters[z] && !foe.monsters[1]?.maximum;
            if (empty) add(out, locKey({ seat: AI, place: 'monster', index: z }), a);
          }
          break;
        }
        const loc = locate(state, a.target);
        if (!loc) break;
        if (foe.monsters[1]?.maximum && foe.monsters[1].uid === a.target) {
          for (let z = 0; z < 3; z++) add(out, locKey({ seat: AI, place: 'monster', index: z }), a);
        } else add(out, locKey(loc), a);
        break;
      }
      default:
        break;
    }
  }
  return out;
}

export interface MenuItem {
  /** In English: also what tells entries apart. */
  label: string;
  msg: Msg;
  action: Action;
}

/** The actions of one card as a menu: one entry per kind of action (zones collapse to the first). */
export function menuFor(state: DuelState, legal: readonly Action[], uid: number): MenuItem[] {
  const seen = new Set<string>();
  const items: MenuItem[] = [];
  for (const a of legal) {
    if (!actionUses(a, uid)) continue;
    const m = actionMsg(state, a);
    const label = english(m);
    if (seen.has(label)) continue;
    seen.add(label);
    items.push({ label, msg: m, action: a });
  }
  return items;
}

/**
 * Cards of the human that have at least one action now (they get a "can act" glow). A MAXIMUM
 * monster is one monster in three zones whose every zone presses its center (R-MAX-9), so an
 * action of its [L] or [R] piece makes the center act too: else a center with no action of its
 * own would hide its pieces' effects behind "cannot be played".
 */
export function actingCards(state: DuelState, legal: readonly Action[]): Set<number> {
  const out = new Set<number>();
  const center = state.players[HUMAN].monsters[1];
  const pieces = center?.maximum ? [center.maximum.left, center.maximum.right] : [];
  for (const a of legal) {
    if (a.type === 'maximumSummon') [a.card, a.left, a.right].forEach((u) => out.add(u));
    else if (a.type === 'attack') out.add(a.attacker);
    else if ('card' in a && a.type !== 'select') {
      out.add(a.card);
      if (center && pieces.includes(a.card)) out.add(center.uid);
    }
  }
  return out;
}

/** Two field values alike: the same value, or lists (a Contact Fusion's materials) of the same values in order. */
const sameValue = (x: unknown, y: unknown): boolean =>
  x === y || (Array.isArray(x) && Array.isArray(y) && x.length === y.length && x.every((v, i) => v === y[i]));

/** Structural equality of two actions (zone undefined equals missing). */
export function sameAction(a: Action, b: Action): boolean {
  const ka = Object.keys(a).filter((k) => (a as unknown as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as unknown as Record<string, unknown>)[k] !== undefined);
  if (ka.length !== kb.length) return false;
  const ra = a as unknown as Record<string, unknown>;
  const rb = b as unknown as Record<string, unknown>;
  return ka.every((k) => sameValue(ra[k], rb[k]));
}

export interface Lit {
  /** Place key -> what a drop or tap there would do. */
  lit: Map<string, Action[]>;
  /** The card being dragged or selected, if the lit places are for it. */
  source: number | null;
  /** True while the engine asks the human to pick cards (Tributes, targets...). */
  prompt: boolean;
}

/** What lights up now: the cards a prompt asks for, or the places the active card may go. */
export function litFor(state: DuelState, legal: readonly Action[], source: number | null): Lit {
  const p = state.pending;
  if (p && p.player === HUMAN && legal.length > 0) {
    if (p.kind === 'tribute' || p.kind === 'choose') {
      const lit = new Map<string, Action[]>();
      for (const a of legal) {
        if (a.type !== 'select') continue;
        const loc = locate(state, a.card);
        if (loc) add(lit, locKey(loc), a);
      }
      return { lit, source: null, prompt: true };
    }
    if (p.kind === 'attackReplay') return { lit: targetsFor(state, legal, p.attacker), source: p.attacker, prompt: true };
  }
  if (source === null) return { lit: new Map(), source: null, prompt: false };
  return { lit: targetsFor(state, legal, source), source, prompt: false };
}
