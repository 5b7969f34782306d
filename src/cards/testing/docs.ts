// A helper for tests that read the shipped card documents.
import type { CardDoc } from '../../engine/docs';
import { CARD_DOCS } from '../docs/index';

/** The document of a card, by id; throws when the card has none. */
export function docById(id: number): CardDoc {
  const d = (CARD_DOCS as CardDoc[]).find((x) => x.id === id);
  if (!d) throw new Error(`no document for ${id}`);
  return d;
}
