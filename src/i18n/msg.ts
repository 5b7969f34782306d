// A sentence kept as data, shown later in whatever language is chosen then. Its own module so
// the AI worker can write log reasons without carrying any string table.
import type { StringKey } from './en';

/** A card named in a message: shown in English or Japanese by the card-name setting. */
export interface CardRef {
  en: string;
  ja?: string;
}
/**
 * A text worded where its tables were at hand (an engine text code rendered on the main thread):
 * English always, the other languages that were loaded then. Shown in English in a language it lacks.
 */
export interface Worded {
  worded: { en: string; ja?: string; zh?: string };
}
/** A sentence to show later in whatever language is chosen then; values may be sentences or cards too. */
export interface Msg {
  key: StringKey;
  vars?: Record<string, string | number | Msg | CardRef | Worded>;
}

export const msg = (key: StringKey, vars?: Msg['vars']): Msg => (vars ? { key, vars } : { key });
export const cardRef = (def: { name: string; nameJa?: string | null }): CardRef => (def.nameJa ? { en: def.name, ja: def.nameJa } : { en: def.name });

