// The command-line tools refuse a card the catalog knows but the game cannot play yet exactly
// like an unknown id (exit status 2), and say which card it is instead of "unknown".
import '../cards/catalogBuiltin';
import { cardFacts, unplayable } from '../cards/pool';

/** Rewrites each "unknown card id N" of an error whose N is a known, not playable card. */
export function nameUnplayable(message: string): string {
  return message.replace(/unknown card id (\d+)/g, (all: string, digits: string) => {
    const id = Number(digits);
    if (!unplayable(id)) return all;
    return `card ${id} (${cardFacts(id)?.name ?? '?'}) is not playable yet: its effects are not in the game`;
  });
}
