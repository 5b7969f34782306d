// Checks one card's printed facts against the shape the engine relies on: every card a
// ruleset hands the engine is checked with it when the ruleset is created.
import type { CardDef } from './types';

const ATTRIBUTES = new Set(['DARK', 'LIGHT', 'EARTH', 'WATER', 'FIRE', 'WIND', 'DIVINE']);
const MONSTER_KINDS = new Set(['normal', 'effect', 'maximum', 'fusion', 'ritual']);
const SPELL_KINDS = new Set(['normal', 'field', 'equip', 'ritual']);

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/**
 * An Effect Monster in the broad sense of card texts ("Effect Monster"): every monster with an
 * effect, so MAXIMUM pieces and Fusion or Ritual monsters with effects too; not a Normal Monster
 * nor a Fusion or Ritual monster whose text has none.
 */
export const hasEffects = (c: CardDef): boolean => c.kind === 'monster' && c.monsterKind !== 'normal' && c.noEffect !== true;

/** Returns what is wrong with the definition, or null when it is usable. */
export function cardDefProblem(c: CardDef): string | null {
  const who = `card ${String(c.id)} (${String(c.name)})`;
  if (!isInt(c.id) || c.id <= 0) return `${who}: id must be a positive whole number`;
  if (typeof c.name !== 'string' || c.name.trim() === '') return `${who}: name is missing`;
  if (typeof c.legend !== 'boolean') return `${who}: legend must be true or false`;
  if (c.kind === 'monster') {
    if (!c.monsterKind || !MONSTER_KINDS.has(c.monsterKind)) return `${who}: unknown monster kind`;
    if (!c.attribute || !ATTRIBUTES.has(c.attribute)) return `${who}: unknown attribute`;
    if (typeof c.race !== 'string' || c.race === '') return `${who}: Type is missing`;
    if (!isInt(c.level) || c.level < 1 || c.level > 12) return `${who}: Level must be 1 to 12`;
    if (!isInt(c.atk) || c.atk < 0) return `${who}: ATK must be 0 or more`;
    if (!isInt(c.def) || c.def < 0) return `${who}: DEF must be 0 or more`;
    if (c.monsterKind === 'maximum' && !c.maximum) return `${who}: MAXIMUM monster without its set`;
    if (c.noEffect !== undefined && (c.noEffect !== true || (c.monsterKind !== 'fusion' && c.monsterKind !== 'ritual'))) {
      return `${who}: noEffect is only true, on a Fusion or Ritual monster`;
    }
    if (c.monsterKind === 'fusion' && !(c.fusionMaterials && c.fusionMaterials.length >= 2)) {
      return `${who}: Fusion monster without materials`;
    }
    return null;
  }
  if (c.kind === 'spell') {
    if (!c.spellKind || !SPELL_KINDS.has(c.spellKind)) return `${who}: unknown Spell kind`;
    return null;
  }
  if (c.kind === 'trap') return null;
  return `${who}: kind must be monster, spell or trap`;
}
