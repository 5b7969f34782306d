// Setting Spells and Traps (R-SPELL-6, R-SPELL-7, R-TRAP-1, R-FIELD-3).
import { own } from './draft';
import { cardDef } from './cards';
import { tx, type EngineText } from './text';
import type { Action, DuelEvent, DuelState, Seat } from './types';
import { freeSpellTrapZones, putCard, takeFromHand } from './zones';
import { setForbidden } from './effects/fieldLocks';

type SetAction = Extract<Action, { type: 'setSpellTrap' }>;

export function checkSetSpellTrap(state: DuelState, seat: Seat, a: SetAction): EngineText | null {
  const p = state.players[seat];
  if (!p.hand.includes(a.card)) return tx('card.notInHand');
  const def = cardDef(state, a.card);
  if (def.kind === 'monster') return tx('set.isMonster', { card: a.card });
  if (setForbidden(state, seat, 'spellTrap')) return tx('set.locked', null, 'R-SPELL-6');
  if (def.kind === 'spell' && def.spellKind === 'field') {
    return a.zone === 'field' ? null : tx('set.fieldSpell', { card: a.card }, 'R-ZONE-4');
  }
  if (a.zone === 'field') return tx('set.onlyFieldSpell', null, 'R-ZONE-4');
  const free = freeSpellTrapZones(p);
  if (free.length === 0) return tx('zone.spellTrapFull', null, 'R-SPELL-7');
  if (!free.includes(a.zone)) return tx('zone.spellTrapNotFree', { zone: a.zone + 1 });
  return null;
}

export function performSetSpellTrap(d: DuelState, seat: Seat, a: SetAction, events: DuelEvent[]): void {
  const p = own(d, seat);
  takeFromHand(p, a.card);
  const slot = { uid: a.card, faceDown: true, setThisTurn: true, equippedTo: null };
  if (a.zone === 'field') {
    // R-FIELD-3: the old Field Spell is sent to the GY by rule, not destroyed.
    if (p.field) {
      const old = p.field.uid;
      putCard(d, old, 'gy');
      events.push({ type: 'move', card: old, player: seat, from: 'field', to: 'gy', reason: 'rule' });
    }
    p.field = slot;
  } else {
    p.spellTraps[a.zone] = slot;
  }
  events.push({ type: 'set', player: seat, card: a.card, zone: a.zone });
}
