// Helpers for the Elemental HERO tests: card ids and a few shortcuts over the scenario runner.
// No test-framework import: failures throw plain Errors.
import type { ScenarioOutput, CardDef, CardInst, DuelState } from '../../engine';
import { outLabels, outPlayer, scenario, type BoardIn } from '../../engine/testkit';

export const ID = {
  AVIAN: 160320008,
  BURSTINATRIX: 160320007,
  SPARKMAN: 160320005,
  CLAYMAN: 160320006,
  BUBBLEMAN: 160320009,
  ETHER_ESCAPE: 160012062,
  FUSIONIC_DEFENSE: 160016064,
  SHINING_FLARE: 160018000,
  MARINER: 160019047,
  PRISMA: 160019065,
  VOLTIC: 160020065,
  BLADEDGE: 160024065,
  PLASMA_VICE: 160024066,
  SPECTRAL_SWORDS: 160204047,
  FUSION: 160204050,
  POLYMERIZATION: 160206025,
  HELIOSPHERE: 160214029,
  FLAME_WINGMAN: 160320001,
  BURST_WINGMAN: 160320002,
  THUNDER_GIANT: 160320003,
  MUDBALLMAN: 160402042,
  ARGENT: 160320011,
  WROUGHTWYVERN: 160320012,
  HERO_BOY: 160320013,
  CIRCULATION: 160320030,
  MIRACLE_FUSION: 160320031,
  SKYSCRAPER: 160320032,
  QUAKING: 160320038,
} as const;

/** Runs a scenario that must be accepted to the end. */
export function ok(b: BoardIn, actions: Record<string, unknown>[], seed = 1): ScenarioOutput {
  const out = scenario(b, actions, seed);
  if (!out.ok) throw new Error(`scenario failed at ${String(out.failedAt)}: ${String(out.error ?? out.invalid)}`);
  return out;
}

/** Runs a scenario whose last action must be refused; returns the reason. */
export function refused(b: BoardIn, actions: Record<string, unknown>[], seed = 1): string {
  const out = scenario(b, actions, seed);
  if (out.ok) throw new Error('the last action was accepted but should be refused');
  if (out.failedAt !== actions.length - 1) throw new Error(`refused too early, at ${String(out.failedAt)}: ${String(out.error)}`);
  return out.error ?? '';
}

/** The scenario actions offered now. */
export const offered = (out: ScenarioOutput): Record<string, unknown>[] => out.pending?.options ?? [];

/** Whether "activate <ref>" (any effect) is among the options. */
export const canActivate = (out: ScenarioOutput, ref: string | number): boolean =>
  offered(out).some((o) => o.do === 'activate' && o.card === ref);

/** Whether a Trap window offers <ref>. */
export const canRespond = (out: ScenarioOutput, ref: string | number): boolean =>
  offered(out).some((o) => o.do === 'respond' && o.card === ref);

/** The cards offered by the pending "choose cards" prompt. */
export const choices = (out: ScenarioOutput): (string | number)[] =>
  offered(out).flatMap((o) => (o.do === 'choose' && Array.isArray(o.cards) && o.cards.length === 1 ? [o.cards[0] as string | number] : []));

export const gy = (out: ScenarioOutput, seat: 0 | 1): (string | number)[] => outLabels(outPlayer(out, seat).graveyard);
export const hand = (out: ScenarioOutput, seat: 0 | 1): (string | number)[] => outLabels(outPlayer(out, seat).hand);
export const extra = (out: ScenarioOutput, seat: 0 | 1): (string | number)[] => outLabels(outPlayer(out, seat).extra);
export const deck = (out: ScenarioOutput, seat: 0 | 1): (string | number)[] => outLabels(outPlayer(out, seat).deck);
export const field = (out: ScenarioOutput, seat: 0 | 1): (string | number)[] =>
  outPlayer(out, seat).monsters.map((m) => outLabels([m.card as { id?: number; ref?: string }])[0] as string | number);
export const monster = (out: ScenarioOutput, seat: 0 | 1, ref: string): Record<string, unknown> | undefined =>
  outPlayer(out, seat).monsters.find((m) => (m.card as { ref?: string }).ref === ref);

/** Events of one type in the output. */
export const eventsOf = (out: ScenarioOutput, type: string): Record<string, unknown>[] => (out.events ?? []).filter((e) => e.type === type);

/** What a test Fusion monster has of its own; the rest is a Warrior Fusion monster with 0 DEF. */
export type TestFusion = Required<Pick<CardDef, 'name' | 'attribute' | 'level' | 'atk' | 'fusionMaterials' | 'mustBeFusionSummoned'>>;

/** A copy of state with an inline Fusion monster (not in the pool, ref 'tf') in seat 0's Extra Deck. */
export function withTestFusion(state: DuelState, fusion: TestFusion): { state: DuelState; uid: number } {
  const def: CardDef = { id: -(state.inline.length + 1), kind: 'monster', monsterKind: 'fusion', race: 'Warrior', def: 0, legend: false, ...fusion };
  const uid = state.cards.length;
  const inst: CardInst = { uid, id: def.id, owner: 0, ref: 'tf' };
  const s: DuelState = structuredClone(state);
  s.cards = [...state.cards, inst];
  s.inline = [...state.inline, def];
  s.players[0].extra.push(uid);
  return { state: s, uid };
}
