// decide(): the contract of the worker. Bad requests are refused with a reason, answers are
// legal, an internal failure still yields a safe legal move, and the server answers only
// the latest of several waiting requests.
import { english, msg } from '../i18n';
import { describe, expect, it, vi } from 'vitest';
import { applyAction, legalActions, playerView } from '../engine';
import { atkPos, BLUE_EYES, board, card, DARK_MAGICIAN, load, mk } from '../engine/testkit';
import { decide, safeAction } from './decide';
import type { AiRequest, AiResponse } from './protocol';
import { createServer } from './serve';
import { tickClock } from './testing';

const s = load(board({ monsters: [atkPos(mk('Mine', 1500))] }, { monsters: [atkPos(mk('Theirs', 1000))] }, { turn: 3, phase: 'battle' })).state;
const req = (over: Partial<AiRequest> = {}): AiRequest => ({ id: 7, view: playerView(s, 0), seat: 0, level: 'normal', seed: 1, budgetMs: 20, ...over });

describe('decide', () => {
  it('answers with a legal action, the request id and a line for the log', () => {
    const r = decide(req(), tickClock());
    expect(r.id).toBe(7);
    expect(r.error).toBeUndefined();
    expect(legalActions(req().view)).toContainEqual(r.action);
    expect(english(r.explanation ?? msg('ai.move'))).toMatch(/Attacked Theirs with Mine: 1500 vs 1000/);
  });

  it('refuses a request for the wrong seat, an unknown level or a finished duel', () => {
    expect(decide(req({ seat: 1, view: playerView(s, 1) }), tickClock())).toMatchObject({ action: null, error: expect.stringMatching(/waits for player 0/) });
    expect(decide(req({ level: 'brutal' as never }), tickClock())).toMatchObject({ action: null, error: expect.stringMatching(/unknown level/) });
    expect(decide(req({ view: { ...s, winner: 0, pending: null } }), tickClock()).action).toBeNull();
  });

  it('falls back to a safe legal move when thinking fails', async () => {
    vi.resetModules();
    vi.doMock('./choose', () => ({
      chooseAction: () => {
        throw new Error('boom');
      },
    }));
    const fresh = await import('./decide');
    const r = fresh.decide(req(), tickClock());
    expect(r.error).toBe('boom');
    expect(r.action).toEqual({ type: 'endTurn' });
    vi.doUnmock('./choose');
  });

  it('the safe move passes, finishes choices or ends the turn', () => {
    expect(safeAction(s, legalActions(s))).toEqual({ type: 'endTurn' });
  });
});

// A Lv6 monster whose effect shuffles a Lv6 monster of yours (itself) into the Deck, then asks for
// a Lv7-8 monster of the opponent's: the resolving card is in the Deck when the choice is asked.
const SELF_TO_DECK = 160205031;

describe('a choice inside an effect whose card went somewhere hidden', () => {
  it('is thought through, not answered with the safe move: the view still names the resolving card', () => {
    const b = load(board({ monsters: [atkPos(card(SELF_TO_DECK, 'self'))] }, { monsters: [atkPos(card(DARK_MAGICIAN, 'a')), atkPos(card(BLUE_EYES, 'b'))] }, { turn: 3 }));
    let st = b.state;
    for (const a of [{ type: 'activate', card: b.uid('self'), effect: 'e1' }, { type: 'select', card: b.uid('self') }] as const) {
      const r = applyAction(st, a);
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      st = r.state;
    }
    expect(st.players[0].deck).toContain(b.uid('self'));
    expect(st.frame?.scriptCard).toBe(b.uid('self'));
    for (const level of ['normal', 'hard'] as const) {
      const r = decide({ id: 1, view: playerView(st, 0), seat: 0, level, seed: 1, budgetMs: 40 }, tickClock());
      expect(r.error).toBeUndefined();
      expect(r.action).toEqual({ type: 'select', card: b.uid('b') });
    }
  });
});

describe('the worker server', () => {
  it('answers only the latest of waiting requests; the others are told they were superseded', () => {
    const out: AiResponse[] = [];
    const queue: (() => void)[] = [];
    const serve = createServer((r) => out.push(r), tickClock(), (f) => queue.push(f));
    serve(req({ id: 1 }));
    serve(req({ id: 2 }));
    serve('nonsense');
    serve(req({ id: 3 }));
    queue.forEach((f) => f());
    expect(out.map((r) => [r.id, r.error ?? 'ok'])).toEqual([
      [1, 'superseded by a newer request'],
      [2, 'superseded by a newer request'],
      [-1, 'superseded by a newer request'],
      [3, 'ok'],
    ]);
  });
});

describe('time', () => {
  it('Hard stops when the clock runs out, and still answers legally', async () => {
    const { simStats } = await import('./simulate');
    const hard = req({ level: 'hard', budgetMs: 1000 });
    const before = simStats.applies;
    let t = 0;
    const r = decide(hard, () => (t += 100)); // every reading: 100 ms later
    expect(r.error).toBeUndefined();
    expect(legalActions(hard.view)).toContainEqual(r.action);
    expect(simStats.applies - before).toBeLessThan(400);
  });
});
