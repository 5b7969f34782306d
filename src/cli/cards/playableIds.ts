// What `npm run -s cards:playable` prints: the id of every playable card (src/cards/playable.ts),
// ascending, as one JSON array on one line. Other tools parse it, so it is that and nothing else.
import { CARD_POOL } from '../../cards/pool';

export function playableIdsLine(): string {
  return `${JSON.stringify([...CARD_POOL.keys()].sort((a, b) => a - b))}\n`;
}
