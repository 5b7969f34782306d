// Words for the human's legal actions, used by menus and the drop chooser.
import { cardDef, scriptOf, tributeRuleOf, type Action, type DuelState } from '../engine/play';
import { cardRef, english, msg, type CardRef, type Msg } from '../i18n';
import { HUMAN, locate, zoneNumber } from './locate';
import { sharedNameZone } from './logText';

function zoneWord(zone: number | 'field' | undefined): Msg | string {
  if (zone === undefined) return '';
  return zone === 'field' ? msg('act.inField') : msg('act.inZone', { n: zone + 1 });
}

/** 'L' or 'R' when the card is that piece of a monster in MAXIMUM mode, else null. */
export function pieceSide(state: DuelState, card: number): 'L' | 'R' | null {
  for (const p of state.players) {
    const m = p.monsters[1]?.maximum;
    if (m?.left === card) return 'L';
    if (m?.right === card) return 'R';
  }
  return null;
}

/** The center of the MAXIMUM monster this card is the [L] or [R] piece of, else null. */
export function pieceCenter(state: DuelState, card: number): number | null {
  for (const p of state.players) {
    const c = p.monsters[1];
    if (c?.maximum && (c.maximum.left === card || c.maximum.right === card)) return c.uid;
  }
  return null;
}

function effectWord(state: DuelState, card: number, effect: string): Msg {
  const effects = scriptOf(state, card)?.effects ?? [];
  const i = effects.findIndex((e) => e.id === effect);
  // A MAXIMUM monster's menu lists the effects of its three pieces: the piece tells them apart.
  const side = pieceSide(state, card);
  if (side) return effects.length <= 1 ? msg('act.pieceEffect', { side }) : msg('act.pieceEffectN', { side, n: i + 1 });
  if (effects.length <= 1) return msg('act.activate');
  return msg('act.activateN', { n: i + 1 });
}

/** A short label in English; `withZone` adds the zone for menus that list several zones. */
export function actionLabel(state: DuelState, a: Action, withZone = false): string {
  return english(actionMsg(state, a, withZone));
}

/** A short label to show in the chosen language (see actionLabel). */
export function actionMsg(state: DuelState, a: Action, withZone = false): Msg {
  switch (a.type) {
    case 'summon': {
      const tribute = a.zone === undefined;
      const z = withZone ? zoneWord(a.zone) : '';
      if (a.rule !== undefined) {
        const n = tributeRuleOf(state, a.card, a.rule)?.count ?? 1;
        return n === 0 ? msg('act.normalSummonRule', { z }) : msg('act.tributeSummonRule', { n, z });
      }
      if (a.position === 'attack') return msg(tribute ? 'act.tributeSummon' : 'act.normalSummon', { z });
      return msg(tribute ? 'act.tributeSet' : 'act.setMonster', { z });
    }
    case 'maximumSummon': {
      const mine = state.players[HUMAN].monsters.filter(Boolean).length;
      return mine > 1 ? msg('act.maximumN', { n: mine }) : msg(mine > 0 ? 'act.maximum1' : 'act.maximum');
    }
    case 'ruleSummon':
      if (a.cost !== undefined) return msg('act.specialCost', { card: cardRef(cardDef(state, a.cost)), z: withZone ? zoneWord(a.zone) : '' });
      if (a.reveal !== undefined) return msg('act.specialReveal', { card: cardRef(cardDef(state, a.reveal)), z: withZone ? zoneWord(a.zone) : '' });
      return msg('act.special', { z: withZone ? zoneWord(a.zone) : '' });
    case 'contactFusion': {
      const names = a.materials.map((u): Msg | CardRef => targetName(state, u));
      const mats = names.slice(1).reduce<Msg | CardRef | string>((acc, b) => msg('act.plus', { a: acc, b }), names[0] ?? '');
      return msg(a.position === 'attack' ? 'act.contactAttack' : 'act.contactDefense', { mats });
    }
    case 'setSpellTrap':
      return msg('act.set', { z: withZone ? zoneWord(a.zone) : '' });
    case 'changePosition': {
      const loc = locate(state, a.card);
      const slot = loc && loc.place === 'monster' ? state.players[loc.seat].monsters[loc.index] : null;
      if (slot?.faceDown) return msg('act.flip');
      return msg(slot?.position === 'attack' ? 'act.toDefense' : 'act.toAttack');
    }
    case 'activate':
      return effectWord(state, a.card, a.effect);
    case 'attack':
      if (a.target === 'direct') return msg('act.attackDirect');
      return msg('act.attack', { target: targetName(state, a.target) });
    case 'enterBattle':
      return msg('duel.battle');
    case 'endTurn':
      return msg('duel.endTurn');
    case 'select':
      return msg('act.choose', { card: cardRef(cardDef(state, a.card)) });
    case 'done':
      return msg('act.done');
    case 'cancel':
      return msg('common.cancel');
    case 'pass':
      return msg('act.pass');
    case 'option':
      return msg('act.option', { n: a.index + 1 });
  }
}

function targetName(state: DuelState, uid: number): Msg | CardRef {
  const loc = locate(state, uid);
  const slot = loc && loc.place === 'monster' ? state.players[loc.seat].monsters[loc.index] : null;
  if (slot?.faceDown && loc) return msg('act.faceDownIn', { n: zoneNumber(loc.seat, loc.index) });
  // Two targets of one name: each named by its zone, so the menu lists (and takes) both.
  const zone = sharedNameZone(state, uid);
  const ref = cardRef(cardDef(state, uid));
  return zone ? msg('log.cardInZone', { card: ref, zone }) : ref;
}

/** The card an action is about, if any (MAXIMUM: the center piece). */
export function actionCard(a: Action): number | null {
  switch (a.type) {
    case 'summon':
    case 'maximumSummon':
    case 'ruleSummon':
    case 'contactFusion':
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

