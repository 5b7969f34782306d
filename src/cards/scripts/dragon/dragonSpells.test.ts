// The Spells of the Dragon deck, played through the scenario runner.
import { describe, expect, it } from 'vitest';
import type { ScenarioOutput } from '../../../engine/scenario/run';
import {
  atkPos, board, card, CLAYMAN, filler, FIRE_GUARDIAN, mk, outLabels, outPlayer, POT_OF_GREED, scenario, setPos, SKYSCRAPER, TRAP_HOLE,
} from '../../../engine/testing/mk';

const PRESSURE = 160302011;
const INFERNO = 160302012;
const DRAGORITE = 160302005; // Normal Dragon, Lv4

/** Whether the pending options offer activating the card with this ref. */
const offered = (out: ScenarioOutput, ref: string): boolean =>
  (out.pending?.options ?? []).some((o) => o.do === 'activate' && o.card === ref);

function ok(out: ScenarioOutput): ScenarioOutput {
  expect(out.error).toBeUndefined();
  expect(out.ok).toBe(true);
  return out;
}

describe('Dragonic Pressure', () => {
  const pressureBoard = (gy: ReturnType<typeof card>[] = []) =>
    board(
      {
        hand: [card(PRESSURE, 'dp'), card(DRAGORITE, 'd1'), card(DRAGORITE, 'd2'), card(FIRE_GUARDIAN, 'd3'), card(CLAYMAN, 'x')],
        graveyard: gy,
        monsters: [atkPos(mk('mine', 1000))],
      },
      { monsters: [atkPos(mk('b', 2000)), setPos(mk('c', 500))] },
    );

  it('R-SPELL-4 R-SS-2: cost 3 Dragons from the hand; destroys every monster, then may revive a Level 4 or lower Dragon in Defense', () => {
    const out = ok(scenario(pressureBoard(), [
      { do: 'activate', card: 'dp', cost: ['d1', 'd2', 'd3'] },
      { do: 'choose', option: 1 },
      { do: 'choose', cards: ['d2'] },
    ]));
    const p0 = outPlayer(out, 0);
    const p1 = outPlayer(out, 1);
    expect(outLabels(p0.hand)).toEqual(['x']);
    expect(p0.monsters).toHaveLength(1);
    expect(p0.monsters[0]).toMatchObject({ card: { ref: 'd2' }, position: 'defense', faceDown: false });
    expect(outLabels(p0.graveyard).sort()).toEqual(['d1', 'd3', 'dp', 'mine'].sort());
    expect(p1.monsters).toHaveLength(0);
    expect(outLabels(p1.graveyard).sort()).toEqual(['b', 'c']);
    expect((out.events ?? []).filter((e) => e.type === 'destroy')).toHaveLength(3);
  });

  it('R-SPELL-4: the revival is optional, and not asked when no Level 4 or lower Dragon is in the GY', () => {
    const declined = ok(scenario(pressureBoard(), [{ do: 'activate', card: 'dp', cost: ['d1', 'd2', 'd3'] }, { do: 'choose', option: 0 }]));
    expect(outPlayer(declined, 0).monsters).toHaveLength(0);
    expect(declined.pending?.kind).toBe('main');
    const b = pressureBoard();
    b.players[0].hand = [card(PRESSURE, 'dp'), card(FIRE_GUARDIAN, 'd1'), card(FIRE_GUARDIAN, 'd2'), card(FIRE_GUARDIAN, 'd3')];
    const none = ok(scenario(b, [{ do: 'activate', card: 'dp', cost: ['d1', 'd2', 'd3'] }]));
    expect(none.pending?.kind).toBe('main');
    expect(outPlayer(none, 1).monsters).toHaveLength(0);
  });

  it('R-MEFF-2: not offered with fewer than 3 Dragons in the hand or with no monster on the field', () => {
    const b = pressureBoard();
    b.players[0].hand = [card(PRESSURE, 'dp'), card(DRAGORITE, 'd1'), card(DRAGORITE, 'd2'), card(CLAYMAN, 'x')];
    expect(offered(scenario(b, []), 'dp')).toBe(false);
    const empty = board({ hand: [card(PRESSURE, 'dp'), card(DRAGORITE, 'd1'), card(DRAGORITE, 'd2'), card(DRAGORITE, 'd3')] });
    const out = scenario(empty, [{ do: 'activate', card: 'dp' }]);
    expect(out.ok).toBe(false);
    expect(out.error).toMatch(/condition/);
    expect(offered(scenario(pressureBoard(), []), 'dp')).toBe(true);
  });
});

describe("Dragon's Inferno", () => {
  const infernoBoard = (mine = [atkPos(card(FIRE_GUARDIAN, 'fg'))]) =>
    board(
      { hand: [card(INFERNO, 'inf')], monsters: mine },
      { spellTraps: [{ card: card(TRAP_HOLE, 'th') }], field: { card: card(SKYSCRAPER, 'sky') } },
    );

  it('R-SPELL-4: with a face-up Dragon, destroys 1 chosen Spell/Trap of the opponent (Field Spells included)', () => {
    const out = ok(scenario(infernoBoard(), [{ do: 'activate', card: 'inf' }, { do: 'choose', cards: ['sky'] }]));
    const p1 = outPlayer(out, 1);
    expect(p1.field).toBeNull();
    expect(outLabels(p1.graveyard)).toEqual(['sky']);
    expect(p1.spellTraps).toHaveLength(1);
    expect(outLabels(outPlayer(out, 0).graveyard)).toEqual(['inf']);
  });

  it('R-MEFF-2: not offered without a face-up Dragon, or when the opponent has no Spell/Trap', () => {
    expect(offered(scenario(infernoBoard([setPos(card(FIRE_GUARDIAN, 'fg'))]), []), 'inf')).toBe(false);
    expect(offered(scenario(infernoBoard([atkPos(mk('w', 1000))]), []), 'inf')).toBe(false);
    expect(offered(scenario(board({ hand: [card(INFERNO, 'inf')], monsters: [atkPos(card(FIRE_GUARDIAN, 'fg'))] }), []), 'inf')).toBe(false);
    expect(offered(scenario(infernoBoard(), []), 'inf')).toBe(true);
  });
});

describe('Pot of Greed', () => {
  it('R-SPELL-4: draws 2 cards; not offered with fewer than 2 cards in the Deck', () => {
    const out = ok(scenario(board({ hand: [card(POT_OF_GREED, 'pot')], deck: filler(3) }), [{ do: 'activate', card: 'pot' }]));
    expect(outPlayer(out, 0).hand).toHaveLength(2);
    expect(outLabels(outPlayer(out, 0).graveyard)).toEqual(['pot']);
    expect(offered(scenario(board({ hand: [card(POT_OF_GREED, 'pot')], deck: filler(1) }), []), 'pot')).toBe(false);
  });
});
