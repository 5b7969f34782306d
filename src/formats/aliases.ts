// Reprint id → first printing id (from the card data's aliases), for lists that name reprints.
import aliases from './data/aliases.json';

const TABLE = aliases as Record<string, number>;

export function firstPrinting(id: number): number {
  return TABLE[String(id)] ?? id;
}
