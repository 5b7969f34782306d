// What a monster, spell/trap or field zone of the shown board holds, ready to draw.
import { cardDef, monsterAtk, monsterDef, type CardDef, type DuelState, type Seat } from '../engine';
import { HUMAN } from '../store/locate';

export interface SlotCard {
  viewUid: number;
  /** Uid to drag (the center for a MAXIMUM piece). */
  dragUid: number;
  def: CardDef | null;
  faceDown: boolean;
  defense: boolean;
  atk?: number;
  def2?: number;
  piece?: 'left' | 'center' | 'right';
  label: string;
  description?: string;
}

const FACE_DOWN = 'Face-down card';

export function monsterSlotCard(view: DuelState, seat: Seat, zone: number): SlotCard | null {
  const p = view.players[seat];
  const center = p.monsters[1];
  if (center?.maximum) {
    const piece = zone === 0 ? 'left' : zone === 2 ? 'right' : 'center';
    const uid = zone === 0 ? center.maximum.left : zone === 2 ? center.maximum.right : center.uid;
    const def = cardDef(view, uid);
    const atk = monsterAtk(view, center);
    return {
      viewUid: uid,
      dragUid: center.uid,
      def,
      faceDown: false,
      defense: false,
      atk: piece === 'center' ? atk : undefined,
      piece,
      label: def.name,
      description: piece === 'center' ? `MAXIMUM mode, ATK ${atk}` : `MAXIMUM piece of ${cardDef(view, center.uid).name}`,
    };
  }
  const slot = p.monsters[zone];
  if (!slot) return null;
  const def = cardDef(view, slot.uid);
  const known = def.id !== 0;
  const atk = known ? monsterAtk(view, slot) : undefined;
  const d = known ? (monsterDef(view, slot) ?? undefined) : undefined;
  const pos = slot.position === 'attack' ? 'Attack Position' : 'Defense Position';
  return {
    viewUid: slot.uid,
    dragUid: slot.uid,
    def: known ? def : null,
    faceDown: slot.faceDown,
    defense: slot.position === 'defense',
    atk,
    def2: d,
    label: slot.faceDown ? FACE_DOWN : def.name,
    description: slot.faceDown
      ? seat === HUMAN && known
        ? `Your set monster: ${def.name}, ATK ${atk} / DEF ${d}`
        : 'Face-down Defense Position'
      : `ATK ${atk} / DEF ${d ?? '-'}, ${pos}`,
  };
}

export function spellSlotCard(view: DuelState, seat: Seat, zone: number | 'field'): SlotCard | null {
  const p = view.players[seat];
  const slot = zone === 'field' ? p.field : p.spellTraps[zone];
  if (!slot) return null;
  const def = cardDef(view, slot.uid);
  const known = def.id !== 0;
  return {
    viewUid: slot.uid,
    dragUid: slot.uid,
    def: known ? def : null,
    faceDown: slot.faceDown,
    defense: false,
    label: slot.faceDown ? FACE_DOWN : def.name,
    description: slot.faceDown && seat === HUMAN && known ? `Your set card: ${def.name}` : undefined,
  };
}
