// A preset deck's name and description in the interface language; the deck data's English when
// the language has none (English itself, or a preset newer than the tables).
import type { PresetDeck } from '../cards/presets';
import { presetWord, type Lang } from '../i18n';

export const presetName = (lang: Lang, d: Pick<PresetDeck, 'key' | 'name'>): string => presetWord(lang, d.key, 'name') ?? d.name;

export const presetDescription = (lang: Lang, d: Pick<PresetDeck, 'key' | 'description'>): string => presetWord(lang, d.key, 'desc') ?? d.description;
