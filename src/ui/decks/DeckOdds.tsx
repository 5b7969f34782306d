// The deck odds panel: the chance to see one or more picked cards of the Main Deck in the
// opening hand and the next draws, exact (src/decks/odds.ts).
import { useId, useMemo, useState } from 'react';
import { grouped } from '../../decks/edit';
import { seenByTurn, type Odds } from '../../decks/odds';
import { chanceOf, quickPicks, type Mode, type Picks } from '../../decks/oddsPicks';
import { cardFacts } from '../../cards/pool';
import { useCardName, useLang } from '../useT';
import { useBenchT } from './useBenchT';

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
