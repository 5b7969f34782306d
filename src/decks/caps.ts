// What one import may bring in: the game's section sizes (R-DECK-1/2/3: 60, 15, 15; the same
// numbers as the engine's checkDeck, which a test holds them to) and the text it reads. Kept
// apart from the engine so the share-code reader stays small.
import type { IoText } from '../i18n/inputText';
import type { Section } from './types';

export const SECTION_MAX: Readonly<Record<Section, number>> = { main: 60, extra: 15, side: 15 };

/** The most an import reads: characters of a paste, bytes of a file (a full .ydk is about 1,000). */
export const MAX_LIST_CHARS = 100_000;

/** The refusal for a section holding more cards than the game allows. */
export function overfull(section: Section): IoText {
  return { key: section === 'main' ? 'cap.main' : section === 'extra' ? 'cap.extra' : 'cap.side', vars: { max: SECTION_MAX[section] } };
}
