// The continuous modifier `keepsControl`: while its conditions hold, a `takeControl` leaves the
// monster on its field and a choice made for one never offers it (choiceRules.ts `controlSwitchable`).
import { describe, expect, it } from 'vitest';
import { builtinRuleset } from '../../../cards/ruleset';
import { readBoard } from '../../scenario/readBoard';
import { auraFlag } from '../../stats';
import type { DuelState } from '../../types';
import { locateMonster } from '../../zones';
import { runTakeControl } from '../words/takeControl/run';
import { narrowChoices } from './choiceRules';

// Botanical Lion (160402052): control cannot be switched by card effects during the Main Phase.
function setup(phase: 'main' | 'battle') {
  const r = readBoard({ turn: 3, phase, players: [{ monsters: [{ card: { vanilla: { name: 'me', level: 4, atk: 0, def: 0, attribute: 'DARK', race: 'Fiend' }, ref: 'me' } }] }, { monsters: [{ card: { id: 160402052, ref: 'bl' } }] }] }, 1, builtinRuleset());
  const bl = r.refs.get('bl') as number;
  const take = (s: DuelState): DuelState => {
    const d = structuredClone(s);
    runTakeControl({ do: 'takeControl', cards: { place: 'monsterZones', side: 'opponent' } }).run({ state: d, self: r.refs.get('me') as number, seat: 0, locals: {}, events: [] });
    return d;
  };
  return { state: r.state, bl, take };
}

describe('keepsControl', () => {
  it('R-CARD-8: in the Main Phase a takeControl leaves it on its field', () => {
    const { state, bl, take } = setup('main');
    expect(auraFlag(state, locateMonster(state, bl)?.slot ?? (null as never), 'keepsControl')).toBe(true);
    expect(locateMonster(take(state), bl)?.seat).toBe(1);
  });
  it('R-CARD-8: out of the Main Phase its control can be taken', () => {
    const { state, bl, take } = setup('battle');
    expect(locateMonster(take(state), bl)?.seat).toBe(0);
  });
  it('R-CARD-8: a choice a takeControl acts on is narrowed to monsters whose control may switch', () => {
    const steps = narrowChoices([
      { do: 'choose', as: 'target', from: { place: 'monsterZones', side: 'opponent' } },
      { do: 'takeControl', cards: { chosen: 'target' } },
    ]);
    const first = steps[0];
    expect(first?.do === 'choose' && typeof first.from === 'object' && 'place' in first.from ? first.from.filter : null).toEqual({ controlSwitchable: true });
  });
});
