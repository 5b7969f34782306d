// The yes/no question of an optional part of a document is titled by what that part does.
import { describe, expect, it } from 'vitest';
import { tx } from '../../text';
import { askTitle } from './titles';

describe('yes/no titles of documents', () => {
  it('a yes that chooses cards to destroy asks about destroying; one that adds a card asks about the hand', () => {
    const pick = { do: 'choose', as: 'x', ifSaid: 'a', from: { place: 'spellTraps', side: 'opponent' } } as const;
    expect(askTitle(pick, [{ do: 'destroy', ifSaid: 'a', cards: { chosen: 'x' } }])).toEqual(tx('doc.ask.destroy'));
    expect(askTitle(pick, [{ do: 'reveal', ifSaid: 'a', cards: { chosen: 'x' } }])).toEqual(tx('doc.ask.rest'));
    expect(askTitle({ do: 'move', cards: { chosen: 'p' }, to: 'hand' })).toEqual(tx('doc.ask.addToHand'));
    expect(askTitle({ do: 'move', cards: { chosen: 'p' }, to: 'gy' })).toEqual(tx('doc.ask.rest'));
  });
});
