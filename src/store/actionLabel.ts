// Words for the human's legal actions, used by menus and the drop chooser.
import { cardDef, type Action, type DuelState } from '../engine';
import { scriptById, scriptOf } from '../engine/effects/registry';
import { HUMAN, locate } from './locate';

function zoneWord(zone: number | 'field' | undefined): string {
  if (zone === undefined) return '';
  return zone === 'field' ? ' in the Field Zone' : ` in zone ${zone + 1}`;
}

function effectWord(state: DuelState, card: number, effect: string): string {
  const effects = scriptOf(state, card)?.effects ?? [];
  if (effects.length <= 1) return 'Activate';
  const i = effects.findIndex((e) => e.id === effect);
  return `Activate effect ${i + 1}`;
}

/** A short label; `withZone` adds the zone for menus that list several zones. */
export function actionLabel(state: DuelState, a: Action, withZone = false): string {
  switch (a.type) {
    case 'summon': {
      const tribute = a.zone === undefined;
      const z = withZone ? zoneWord(a.zone) : '';
      if (a.position === 'attack') return `${tribute ? 'Tribute Summon' : 'Normal Summon'} (Attack)${z}`;
      return `${tribute ? 'Tribute Set' : 'Set'} (face-down Defense)${z}`;
    }
    case 'maximumSummon': {
      const mine = state.players[HUMAN].monsters.filter(Boolean).length;
      return mine > 0 ? `MAXIMUM Summon (sends your ${mine} monster${mine > 1 ? 's' : ''} to the GY)` : 'MAXIMUM Summon';
    }
    case 'ruleSummon':
      return `Special Summon${withZone ? zoneWord(a.zone) : ''}`;
    case 'setSpellTrap':
      return `Set${withZone ? zoneWord(a.zone) : ''}`;
    case 'changePosition': {
      const loc = locate(state, a.card);
      const slot = loc && loc.place === 'monster' ? state.players[loc.seat].monsters[loc.index] : null;
      if (slot?.faceDown) return 'Flip Summon (face-up Attack)';
      return slot?.position === 'attack' ? 'Change to Defense Position' : 'Change to Attack Position';
    }
    case 'activate':
      return effectWord(state, a.card, a.effect);
    case 'attack':
      if (a.target === 'direct') return 'Attack directly';
      return `Attack ${targetName(state, a.target)}`;
    case 'enterBattle':
      return 'Battle Phase';
    case 'endTurn':
      return 'End Turn';
    case 'select':
      return `Choose ${cardDef(state, a.card).name}`;
    case 'done':
      return 'Done';
    case 'cancel':
      return 'Cancel';
    case 'pass':
      return "Don't activate";
    case 'option':
      return `Option ${a.index + 1}`;
  }
}

function targetName(state: DuelState, uid: number): string {
  const loc = locate(state, uid);
  const slot = loc && loc.place === 'monster' ? state.players[loc.seat].monsters[loc.index] : null;
  if (slot?.faceDown) return `the face-down monster in zone ${(loc?.index ?? 0) + 1}`;
  return cardDef(state, uid).name;
}

/** The card an action is about, if any (MAXIMUM: the center piece). */
export function actionCard(a: Action): number | null {
  switch (a.type) {
    case 'summon':
    case 'maximumSummon':
    case 'ruleSummon':
    case 'setSpellTrap':
    case 'changePosition':
    case 'activate':
    case 'select':
      return a.card;
    case 'attack':
      return a.attacker;
    default:
      return null;
  }
}

/** Whether an action moves or uses this card (a MAXIMUM Summon uses all three pieces). */
export function actionUses(a: Action, uid: number): boolean {
  if (a.type === 'maximumSummon') return a.card === uid || a.left === uid || a.right === uid;
  return actionCard(a) === uid && a.type !== 'select';
}

/** Effect text for the detail view; Normal monsters have none. */
export function effectText(id: number): string | null {
  if (id <= 0) return null;
  return scriptById(id)?.text ?? null;
}
