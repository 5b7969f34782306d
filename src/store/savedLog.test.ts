// A saved duel whose log is far longer than the duel log keeps (damaged or hand-made: the live
// log keeps LOG_KEEP lines) loads with its last lines and one line saying how many were cut.
import { describe, expect, it } from 'vitest';
import { readDuelRecord } from '../persist/records';
import { duelRecordOf, resumeFrom } from './duelSave';
import { startDuel, type DuelSetup } from './duelSetup';
import { LOG_KEEP, type LogEntry } from './logText';
import { EMPTY_STATS } from './stats';
import { english } from '../i18n';
import { serialize } from '../engine';

describe('a saved duel with a 100,000-line log', () => {
  it('resumes with the last lines only, the first line saying how many earlier ones were left out', () => {
    const setup: DuelSetup = { kind: 'preset', myDeck: 'dragon', aiDeck: 'beginner', level: 'easy', seed: 5 };
    const start = startDuel(setup);
    if (!start.ok) throw new Error(start.error);
    const log: LogEntry[] = Array.from({ length: 100_000 }, (_, i) => ({ id: i + 1, text: `line ${i + 1}`, seat: null, tone: 'plain' }));
    const rec = { savedAt: 1, setup, state: serialize(start.started.state), log, actions: [], stats: EMPTY_STATS };
    const t = performance.now();
    const read = readDuelRecord(structuredClone(rec));
    if (!read.ok) throw new Error(read.why);
    const r = resumeFrom(read.value, 5);
    console.log(`readDuelRecord + resumeFrom, 100,000 log lines: ${Math.round(performance.now() - t)} ms, ${r.ok ? r.restore.log.length : 0} lines kept`);
    if (!r.ok) throw new Error(r.error);
    const kept = r.restore.log;
    expect(kept).toHaveLength(LOG_KEEP);
    expect(kept[0]?.msg).toEqual({ key: 'log.cut', vars: { n: 100_000 - LOG_KEEP + 1 } });
    expect(english(kept[0]?.msg ?? { key: 'log.cut' })).toBe('99801 earlier lines of this log were left out.');
    expect(kept.at(-1)?.text).toBe('line 100000');
    expect(new Set(kept.map((l) => l.id)).size).toBe(LOG_KEEP);
    // A log the duel itself saved is given back whole.
    const whole = resumeFrom(duelRecordOf(setup, { state: start.started.state, log: log.slice(0, 30), actions: [], stats: EMPTY_STATS } as never, 1), 5);
    expect(whole.ok && whole.restore.log).toEqual(log.slice(0, 30));
  });
});
