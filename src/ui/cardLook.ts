// How a card definition looks: its frame colour and the words on it.
import type { CardDef } from '../engine';

export const ATTRIBUTE_MARK: Record<string, string> = {
  DARK: '闇',
  LIGHT: '光',
  EARTH: '地',
  WATER: '水',
  FIRE: '炎',
  WIND: '風',
  DIVINE: '神',
};

/** CSS modifier for the card frame. */
export function frameOf(def: CardDef): string {
  if (def.id === 0) return 'back';
  if (def.kind === 'spell') return def.spellKind === 'field' ? 'field' : def.spellKind === 'equip' ? 'equip' : 'spell';
  if (def.kind === 'trap') return 'trap';
  return def.monsterKind ?? 'normal';
}

/** "[DARK / Machine / MAXIMUM / Effect]" style type line. */
export function typeLine(def: CardDef): string {
  if (def.kind === 'spell') return `Spell${def.spellKind && def.spellKind !== 'normal' ? ` (${cap(def.spellKind)})` : ''}`;
  if (def.kind === 'trap') return 'Trap';
  const kinds: Record<string, string> = {
    normal: 'Normal',
    effect: 'Effect',
    maximum: 'MAXIMUM / Effect',
    fusion: 'Fusion',
    ritual: 'Ritual',
  };
  return [def.attribute, def.race, kinds[def.monsterKind ?? 'normal']].filter(Boolean).join(' / ');
}

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** A shorter name for small cards; a MAXIMUM piece keeps its [L] / [R] mark. */
export function shortName(name: string): string {
  const m = /^(.*?)\s*(\[[LR]\])$/.exec(name);
  const base = m ? (m[1] ?? name) : name;
  const mark = m ? ` ${m[2]}` : '';
  const limit = m ? 24 : 34;
  return (base.length > limit ? `${base.slice(0, limit - 1).trimEnd()}…` : base) + mark;
}
