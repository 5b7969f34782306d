// The picture on a card face, generated from the card's facts alone: its Type (or Spell/Trap
// kind) icon, its Attribute's colours and a pattern seeded by its id. The same card always gets
// the same picture, and two cards of one Type and Attribute still differ.
import type { CardDef } from '../../engine';
import { KIND_ICONS } from './icons';
import { TYPE_ICONS, UNKNOWN_TYPE_ICON } from './typeIcons';

/** Base hue per Attribute; Spells and Traps use their frame's hue. */
const HUE: Record<string, number> = { DARK: 272, LIGHT: 46, EARTH: 28, WATER: 206, FIRE: 6, WIND: 132, DIVINE: 40, spell: 162, trap: 322 };

export interface EmblemSpec {
  icon: string;
  /** Two colours of the background gradient and the ring's colour. */
  from: string;
  to: string;
  ring: string;
  /** 0 rays, 1 rings, 2 stripes, 3 scattered sparks. */
  pattern: 0 | 1 | 2 | 3;
  /** Count and turn of the pattern. */
  count: number;
  turn: number;
  /** A few points (0..1) joined like a constellation. */
  stars: [number, number][];
}

/** FNV-1a over the id's digits: a stable 32-bit seed. */
function seed(id: number): number {
  let h = 0x811c9dc5;
  for (const ch of String(Math.abs(id))) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** A tiny generator (xorshift32) so every figure of one picture comes from the one seed. */
function numbers(s: number): () => number {
  let x = s || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 4294967296;
  };
}

export function iconFor(def: CardDef): string {
  if (def.kind === 'trap') return KIND_ICONS.trap as string;
  if (def.kind === 'spell') return (KIND_ICONS[def.spellKind && def.spellKind !== 'normal' ? def.spellKind : 'spell'] ?? KIND_ICONS.spell) as string;
  return TYPE_ICONS[def.race ?? ''] ?? UNKNOWN_TYPE_ICON;
}

/** The picture of one card (a MAXIMUM piece uses its center's id, so the three pieces share one). */
export function emblemFor(def: CardDef, id = def.id): EmblemSpec {
  const next = numbers(seed(id));
  const base = HUE[def.attribute ?? def.kind] ?? 220;
  const shift = Math.round(next() * 50 - 25);
  const light = def.kind === 'monster' ? 44 + Math.round(next() * 12) : 40;
  const stars: [number, number][] = [];
  const n = 3 + Math.floor(next() * 3);
  for (let i = 0; i < n; i++) stars.push([0.08 + next() * 0.84, 0.1 + next() * 0.8]);
  return {
    icon: iconFor(def),
    from: `hsl(${base + shift} 70% ${light + 14}%)`,
    to: `hsl(${base - shift} 65% ${light - 22}%)`,
    ring: `hsl(${base} 90% 80%)`,
    pattern: Math.floor(next() * 4) as EmblemSpec['pattern'],
    count: 6 + Math.floor(next() * 7),
    turn: Math.round(next() * 360),
    stars,
  };
}
