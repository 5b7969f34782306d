// What a monster, spell/trap or field zone of the shown board holds, ready to draw.
import { cardDef, monsterAtk, monsterDef, type CardDef, type DuelState, type Seat } from '../engine/play';
import { translate, type StringKey } from '../i18n';
import { HUMAN } from '../store/locate';

type Tr = (key: StringKey, vars?: Record<string, string | number>) => string;
type Namer = (def: CardDef) => string;
const EN: Tr = (key, vars) => translate('en', key, vars);
const NAME: Namer = (def) => def.name;

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
  /** The center's card id: the three pieces share its picture. */
  maxId?: number;
  label: string;
  description?: string;
}

export function monsterSlotCard(view: DuelState, seat: Seat, zone: number, t: Tr = EN, name: Namer = NAME): SlotCard | null {
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
      maxId: cardDef(view, center.uid).id,
      label: name(def),
      description: piece === 'center' ? t('slot.maxCenter', { atk }) : t('slot.maxPiece', { name: name(cardDef(view, center.uid)) }),
    };
  }
  const slot = p.monsters[zone];
  if (!slot) return null;
  const def = cardDef(view, slot.uid);
  const known = def.id !== 0;
  const atk = known ? monsterAtk(view, slot) : undefined;
  const d = known ? (monsterDef(view, slot) ?? undefined) : undefined;
  const pos = t(slot.position === 'attack' ? 'slot.atkPos' : 'slot.defPos');
  return {
    viewUid: slot.uid,
    dragUid: slot.uid,
    def: known ? def : null,
    faceDown: slot.faceDown,
    defense: slot.position === 'defense',
    atk,
    def2: d,
    label: slot.faceDown ? t('detail.faceDown') : name(def),
    description: slot.faceDown
      ? seat === HUMAN && known
        ? t('slot.setMonster', { name: name(def), atk: atk ?? '', def: d ?? '' })
        : t('slot.faceDownDef')
      : t('slot.stats', { atk: atk ?? '', def: d ?? '-', pos }),
  };
}

export function spellSlotCard(view: DuelState, seat: Seat, zone: number | 'field', t: Tr = EN, name: Namer = NAME): SlotCard | null {
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
    label: slot.faceDown ? t('detail.faceDown') : name(def),
    description: slot.faceDown && seat === HUMAN && known ? t('slot.setCard', { name: name(def) }) : undefined,
  };
}
