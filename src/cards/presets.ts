// Preset decks that ship with the app (card ids from the pool).
import presetData from './data/presets.json';

export interface PresetDeck {
  key: string;
  name: string;
  description: string;
  main: number[];
  extra: number[];
}

export const PRESET_DECKS: readonly PresetDeck[] = presetData as PresetDeck[];

export function presetByKey(key: string): PresetDeck | undefined {
  return PRESET_DECKS.find((d) => d.key === key || d.name === key);
}
