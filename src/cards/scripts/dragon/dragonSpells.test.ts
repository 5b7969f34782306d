// The Spells of the Dragon deck, played through the scenario runner.
import { describe, expect, it } from 'vitest';
import type { ScenarioOutput } from '../../../engine/scenario/run';
import {
  board, card, CLAYMAN, FIRE_GUARDIAN, outLabels, outPlayer, scenario,
} from '../../../engine/testing/mk';

const RETURN = 160003043;
const DRAGORITE = 160302005; // Normal Dragon, Lv4

/** Whether the pending options offer activating the card with this ref. */
const offered = (out: ScenarioOutput, ref: string): boolean =>
  (out.pending?.options ?? []).some((o) => o.do === 'activate' && o.card === ref);

function ok(out: ScenarioOutput): ScenarioOutput {
  expect(out.error).toBeUndefined();
  expect(out.ok).toBe(true);
  return out;
}

describe("Dragon's Return", () => {
  it('R-SPELL-4: cost shuffles 3 Dragon monsters from the GY into the Deck; draws 1', () => {
    const b = board({
      hand: [card(RETURN, 'ret')],
      deck: [card(CLAYMAN, 'top')],
      graveyard: [card(FIRE_GUARDIAN, 'g1'), card(DRAGORITE, 'g2'), card(CLAYMAN, 'w'), card(FIRE_GUARDIAN, 'g3')],
    });
    const out = ok(scenario(b, [{ do: 'activate', card: 'ret', cost: ['g1', 'g2', 'g3'] }]));
    const p0 = outPlayer(out, 0);
    expect(outLabels(p0.graveyard)).toEqual(['w', 'ret']);
    expect(p0.hand).toHaveLength(1);
    expect(p0.deck).toHaveLength(3);
    expect((out.events ?? []).filter((e) => e.type === 'draw')).toHaveLength(1);
  });

  it('R-MEFF-2: not offered with fewer than 3 Dragon monsters in the GY', () => {
    const b = board({ hand: [card(RETURN, 'ret')], graveyard: [card(FIRE_GUARDIAN, 'g1'), card(DRAGORITE, 'g2'), card(CLAYMAN, 'w')] });
    expect(offered(scenario(b, []), 'ret')).toBe(false);
  });
});

