// Preset decks that ship with the app (card ids from the pool).
import presetData from './data/presets.json';
import { offeredAiDecks } from './aiDecks';

export interface PresetDeck {
  key: string;
  name: string;
  description: string;
  main: number[];
  extra: number[];
}

export const PRESET_DECKS: readonly PresetDeck[] = presetData as PresetDeck[];

/** A preset, or an AI deck that is offered, by key or name. */
export function presetByKey(key: string): PresetDeck | undefined {
  const is = (d: PresetDeck): boolean => d.key === key || d.name === key;
  return PRESET_DECKS.find(is) ?? offeredAiDecks().find(is);
}
