// The deck odds panel: the chance to see one or more picked cards of the Main Deck in the
// opening hand and the next draws, exact (src/decks/odds.ts).
import { useId, useMemo, useState } from 'react';
import { grouped } from '../../decks/edit';
import { eachAtLeast, seenByTurn, type Odds } from '../../decks/odds';
import { cardFacts } from '../../cards/pool';
import type { CardDef } from '../../engine';
import { useCardName, useLang } from '../useT';
import { useBenchT } from './useBenchT';

type Mode = 'any' | 'each';
/** Picked cards: id → copies needed (1 unless a Fusion needs the same card twice). */
type Picks = ReadonlyMap<number, number>;

/** The quick picks the deck offers: its MAXIMUM sets and the card materials of its Fusions. */
function quickPicks(main: readonly number[], extra: readonly number[]): { key: string; kind: 'maximum' | 'fusion'; card: CardDef; picks: Picks }[] {
  const inMain = new Set(main);
  const out: { key: string; kind: 'maximum' | 'fusion'; card: CardDef; picks: Picks }[] = [];
  const centers = new Set<number>();
  for (const id of inMain) {
    const m = cardFacts(id)?.maximum;
    if (m) centers.add(m.role === 'center' ? id : m.center);
  }
  for (const c of [...centers].sort((a, b) => a - b)) {
    const def = cardFacts(c);
    if (def?.maximum?.role !== 'center') continue;
    const pieces = [def.maximum.left, c, def.maximum.right].filter((x) => inMain.has(x));
    if (pieces.length) out.push({ key: `max:${c}`, kind: 'maximum', card: def, picks: new Map(pieces.map((x) => [x, 1])) });
  }
  for (const id of new Set(extra)) {
    const def = cardFacts(id);
    const mats = (def?.fusionMaterials ?? []).filter((x): x is number => typeof x === 'number' && inMain.has(x));
    if (!def || mats.length === 0) continue;
    const need = new Map<number, number>();
    for (const x of mats) need.set(x, (need.get(x) ?? 0) + 1);
    out.push({ key: `fus:${id}`, kind: 'fusion', card: def, picks: need });
  }
  return out;
}

/** The chance of a hit among the first `seen` cards. */
export function chanceOf(main: readonly number[], picks: Picks, mode: Mode, seen: number): Odds | null {
  const wanted = [...picks].filter(([, need]) => need > 0);
  if (wanted.length === 0) return null;
  const copies = (id: number): number => main.filter((x) => x === id).length;
  if (mode === 'any') return eachAtLeast(main.length, [{ copies: wanted.reduce((s, [id]) => s + copies(id), 0) }], seen);
  return eachAtLeast(main.length, wanted.map(([id, need]) => ({ copies: copies(id), need })), seen);
}

const ROWS: readonly { seen: number; turn: number | null }[] = [...[1, 2, 3, 4].map((turn) => ({ seen: seenByTurn(turn), turn })), { seen: 10, turn: null }];

export function DeckOdds({ main, extra }: { main: readonly number[]; extra: readonly number[] }) {
  const b = useBenchT();
  const lang = useLang();
  const nameOf = useCardName();
  const ids = useId();
  const [picks, setPicks] = useState<Picks>(new Map());
  const [mode, setMode] = useState<Mode>('any');
  const [from, setFrom] = useState('cards');
  const quick = useMemo(() => quickPicks(main, extra), [main, extra]);
  const cards = useMemo(() => grouped(main), [main]);
  const pct = useMemo(() => new Intl.NumberFormat(lang, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }), [lang]);
  const show = (o: Odds | null): string => (o === null ? '—' : o.p > 0 && o.p < 0.001 ? `< ${pct.format(0.001)}` : pct.format(o.p));
  const pick = (v: string): void => {
    setFrom(v);
    const q = quick.find((x) => x.key === v);
    if (q) {
      setPicks(q.picks);
      setMode('each');
    }
  };
  const toggle = (id: number, on: boolean): void => {
    const next = new Map(picks);
    if (on) next.set(id, 1);
    else next.delete(id);
    setPicks(next);
    setFrom('cards');
  };
  const any = [...picks.values()].some((n) => n > 0);
  return (
    <details className="odds">
      <summary className="odds__title">{b('odds.title')}</summary>
      <p className="odds__help" id={`${ids}-help`}>
        {b('odds.help')}
      </p>
      <label className="filter">
        <span className="filter__label">{b('odds.from')}</span>
        <select value={from} onChange={(e) => pick(e.target.value)}>
          <option value="cards">{b('odds.fromCards')}</option>
          {quick.map((q) => (
            <option key={q.key} value={q.key}>
              {b(q.kind === 'maximum' ? 'odds.fromMaximum' : 'odds.fromFusion', { name: nameOf(q.card) })}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="odds__cards">
        <legend className="filter__label">{b('odds.cards')}</legend>
        {cards.map(([id, n]) => {
          const def = cardFacts(id);
          if (!def) return null;
          const need = picks.get(id) ?? 0;
          return (
            <label key={id} className="check odds__card">
              <input type="checkbox" checked={need > 0} onChange={(e) => toggle(id, e.target.checked)} />
              {nameOf(def)} ×{n}
              {need > 1 && <span className="odds__need"> ({b('odds.need', { n: need })})</span>}
            </label>
          );
        })}
      </fieldset>
      <fieldset className="odds__mode">
        <legend className="filter__label">{b('odds.mode')}</legend>
        {(['any', 'each'] as const).map((m) => (
          <label key={m} className="check">
            <input type="radio" name={`${ids}-mode`} value={m} checked={mode === m} onChange={() => setMode(m)} />
            {b(m === 'any' ? 'odds.any' : 'odds.each')}
          </label>
        ))}
      </fieldset>
      {any ? (
        <table className="odds__table" aria-describedby={`${ids}-help`}>
          <thead>
            <tr>
              <th scope="col">{b('odds.seen')}</th>
              <th scope="col">{b('odds.chance')}</th>
            </tr>
          </thead>
          <tbody>
            {ROWS.map((r) => {
              const o = chanceOf(main, picks, mode, r.seen);
              return (
                <tr key={r.seen}>
                  <th scope="row">{r.turn === null ? b('odds.redraw') : b('odds.turn', { t: r.turn, n: r.seen })}</th>
                  <td title={o ? `${o.num} / ${o.den}` : undefined}>{show(o)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : (
        <p className="odds__none">{b('odds.none')}</p>
      )}
    </details>
  );
}
