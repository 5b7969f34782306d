// Monster Attributes that card effects change for a while ("this turn those monsters' Attribute
// becomes the revealed monster's"), the sibling of race.ts. The change is a temporary effect of
// kind 'attributeAs' whose value is the index of the new Attribute in ATTRIBUTE_NAMES.
// `attributeNow` is the Attribute a card shows now; every check of an Attribute on the field goes through it.
import { cardDef } from '../../cards';
import type { Attribute, DuelState, Seat } from '../../types';
import { locateMonster } from '../../zones';
import type { Ctx } from '../types';
import { latestOnFaceUp, linger, thisTurn } from './linger';

/** Every Attribute; 'attributeAs' values index this list. */
export const ATTRIBUTE_NAMES: readonly Attribute[] = ['DARK', 'LIGHT', 'EARTH', 'WATER', 'FIRE', 'WIND', 'DIVINE'];

/**
 * The Attribute a card shows now: for a face-up monster on the field the latest 'attributeAs'
 * change still in force, otherwise its printed Attribute (cards off the field are never changed).
 */
export function attributeNow(state: DuelState, uid: number): Attribute | undefined {
  const i = state.lingering.length > 0 ? latestOnFaceUp(state, uid, 'attributeAs') : undefined;
  return (i === undefined ? undefined : ATTRIBUTE_NAMES[i]) ?? cardDef(state, uid).attribute;
}

/** Makes monster uid's Attribute `attribute` until the end of untilTurn. Returns false for an unknown Attribute or a card off the field. */
export function changeAttribute(ctx: Ctx, uid: number, attribute: Attribute, untilTurn: number = thisTurn(ctx), seat?: Seat): boolean {
  const i = ATTRIBUTE_NAMES.indexOf(attribute);
  const at = locateMonster(ctx.state, uid);
  if (i < 0 || !at) return false;
  linger(ctx, uid, 'attributeAs', i, untilTurn, seat ?? at.seat);
  return true;
}
