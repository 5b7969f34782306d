// The card document: a card's effects as validated JSON in a closed vocabulary, compiled by
// the engine into the same steps, prompts and Trap windows as every other effect
// (compile.ts). docs/cards.md lists every word with an example. Plain data only.
// Every type here is inferred from the schemas the validator checks (schema/), so the types
// and the checks cannot drift: a word is added to a schema, never here.
import type * as v from 'valibot';
import type { stepSchema, STEP_SCHEMAS, modifierKindSchema } from './schema/steps';
import type { modifyDurationSchema } from './schema/stepBase';
import type { stateFilterSchema as stateFilter, placeSchema, rangeSchema, sameStatSchema, sideSchema, summonedFromSchema, summonedHowSchema, tributedSchema, countConditionSchema } from './schema/refs';

import type { Value } from './schema/refs';
export type { CardRef, CardSet, Condition, CountValue, Filter, Value } from './schema/refs';
export type { CardDoc, ContinuousModifier, ContinuousTarget, DocContinuous, DocEffect, DocSummon, Trigger } from './schema/card';

type Out<S> = S extends v.GenericSchema ? v.InferOutput<S> : never;

/** Who, seen from the effect's controller. */
export type Side = Out<typeof sideSchema>;
/** Where cards are looked for. `field` is the Monster Zones, `spellTraps` the Spell & Trap and Field Zones. */
export type Place = Out<typeof placeSchema>;
export type Range = Out<typeof rangeSchema>;
/** A figure cards can share ("with the same Level as each other"): current on the field, printed elsewhere. */
export type SameStat = Out<typeof sameStatSchema>;
/** A way of summoning a monster, as the slot records it (`set` is not one: a Set is no summon). */
export type SummonedHow = Out<typeof summonedHowSchema>;
/** Where a summoned monster came from, as the slot records it. */
export type SummonedFrom = Out<typeof summonedFromSchema>;
/** Monsters Tributed for a summon: at least `min` of them with that printed Level and Type. */
export type TributedFor = Out<typeof tributedSchema>;
/** `"max": 0` alone: there is none. */
export type CountCondition = Out<typeof countConditionSchema>;
/** The part of a filter a rule kept in the duel state can hold (no board-relative fields). */
export type ModifierFilterDoc = Out<typeof stateFilter>;
/** Lasting changes made by a `modify` step (applied to face-up monsters on the field). */
export type ModifierKind = Out<typeof modifierKindSchema>;
/** `whileFaceUp`: for as long as the monster stays face-up on the field (R-MEFF-4). */
export type Duration = Out<typeof modifyDurationSchema>;
type SchemaStep = Out<typeof stepSchema>;
/**
 * A step as the compiler reads it: as the schema says, and a draw may carry `countAtActivation`
 * (the count as known at activation, for a count of cards a later step sends), which only the
 * compiler sets (activationCounts.ts): a document naming it is refused.
 */
export type DocStep = Exclude<SchemaStep, { do: 'draw' }> | (Extract<SchemaStep, { do: 'draw' }> & { countAtActivation?: Value });
type StepOf<W extends keyof typeof STEP_SCHEMAS> = Out<(typeof STEP_SCHEMAS)[W]>;
/** Where a card can be moved by an effect. */
export type Destination = StepOf<'moveAtEndPhase'>['to'];
/** Where a `move` step puts cards: a destination, or `deckTopOrBottom` (the player picks the top or the bottom for all of them). */
export type MoveDestination = StepOf<'move'>['to'];
export type FusionSummonStep = StepOf<'fusionSummon'>;
/** A place Fusion materials are taken from: monsters you control, your hand, your GY. */
export type MaterialSource = FusionSummonStep['from'][number];
export type ExcavateStep = StepOf<'excavate'>;
export type NameAsMaterialStep = StepOf<'nameAsMaterial'>;
