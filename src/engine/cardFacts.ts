// A card's printed facts: what the registry holds for each id, never copied into the state.

export type Attribute = 'DARK' | 'LIGHT' | 'EARTH' | 'WATER' | 'FIRE' | 'WIND' | 'DIVINE';
export type MonsterKind = 'normal' | 'effect' | 'maximum' | 'fusion' | 'ritual';
export type SpellKind = 'normal' | 'field' | 'equip' | 'ritual';

export type MaximumInfo =
  | { role: 'center'; atk: number; left: number; right: number }
  | { role: 'left' | 'right'; center: number };

/** Printed facts of a card. Definitions live in the registry, never in the state. */
export interface CardDef {
  id: number;
  name: string;
  nameJa?: string | null;
  kind: 'monster' | 'spell' | 'trap';
  monsterKind?: MonsterKind;
  spellKind?: SpellKind;
  attribute?: Attribute;
  race?: string;
  level?: number;
  atk?: number;
  def?: number;
  legend: boolean;
  maximum?: MaximumInfo;
  fusionMaterials?: (number | string)[];
  mustBeFusionSummoned?: boolean;
  /** A Fusion or Ritual monster whose text has no effect (printed; an Effect Monster filter leaves it out). */
  noEffect?: boolean;
  /** Set by the ruleset, never printed data: its document rolls a die (filter `diceEffect`). */
  rollsDie?: true;
  /** Set by the ruleset, never printed data: its document tosses a coin (filter `coinEffect`). */
  tossesCoin?: true;
}

/** Stats of an inline test card (a Normal monster that is not in the pool). */
export interface VanillaSpec {
  name: string;
  level: number;
  atk: number;
  def: number;
  attribute: Attribute;
  race: string;
}
