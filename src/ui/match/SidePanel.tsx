import { useMemo, useState } from 'react';
import { SideSwap } from './SideSwap';
import { grouped } from '../../decks/edit';
import type { DeckCards } from '../../decks/types';
import { checkSided, swap } from '../../match/side';
import type { Match } from '../../match/types';
import type { DeckFormat } from '../../engine';
import { useMatch } from '../../store/matchStore';
import { useCardName, useDeckText, useRuleNote, useT } from '../useT';
import { poolCard } from '../../cards/pool';

/** The cards of `b` that `a` does not have (as a multiset). */
function extra(a: readonly number[], b: readonly number[]): number[] {
  const left = [...a];
  const out: number[] = [];
  for (const id of b) {
    const i = left.indexOf(id);
    if (i >= 0) left.splice(i, 1);
    else out.push(id);
  }
  return out;
}
/** How many cards went from the Side Deck into the deck since `a` (= swaps made). */
const swapsBetween = (a: DeckCards, b: DeckCards): number => extra(a.side, b.side).length;

/** Between duels: one-for-one swaps with the Side Deck, the check's verdict live, "keep as is". */
export function SidePanel({ match, format, start }: { match: Match; format: DeckFormat; start: DeckCards }) {
  const t = useT();
  const deckText = useDeckText();
  const ruleNote = useRuleNote();
  const nameOf = useCardName();
  const setDeck = useMatch((s) => s.setMyDeck);
  const deck = match.current[0];
  const [out, setOut] = useState<number | null>(null);
  const [into, setInto] = useState<number | null>(null);
  const [refused, setRefused] = useState(false);
  const check = useMemo(() => checkSided(match.registered[0], deck, format), [match.registered, deck, format]);
  const name = (id: number): string => {
    const d = poolCard(id);
    return d ? nameOf(d) : String(id);
  };
  const n = match.duels.length + 1;
  const doSwap = (o: number, i: number): void => {
    const r = swap(deck, o, i);
    setRefused(!r.ok);
    if (r.ok) setDeck(r.deck);
    setOut(null);
    setInto(null);
  };
  return (
    <section className="match__side" aria-labelledby="match-side">
      <h2 id="match-side" className="match__h2">
        {t('match.side.title', { n })}
      </h2>
      {match.registered[0].side.length === 0 ? (
        <p>{t('match.side.none')}</p>
      ) : (
        <>
          <p>{t('match.side.help')}</p>
          <div className="match__swap">
            <SideSwap
              deck={[...deck.main, ...deck.extra]}
              side={deck.side}
              out={out}
              into={into}
              labels={{ out: t('match.side.out'), into: t('match.side.in') }}
              label={(id, c) => t('match.side.card', { name: name(id), n: c })}
              onPick={(p) => {
                setRefused(false);
                if (p.from === 'deck') setOut((x) => (x === p.id ? null : p.id));
                else setInto((x) => (x === p.id ? null : p.id));
              }}
              onSwap={doSwap}
            />
            <button type="button" className="button" disabled={out === null || into === null} onClick={() => out !== null && into !== null && doSwap(out, into)}>
              {t('match.side.swap')}
            </button>
            <button type="button" className="button" disabled={swapsBetween(start, deck) === 0} onClick={() => setDeck(start)}>
              {t('match.side.keep')}
            </button>
          </div>
          {refused && <p role="alert">{t('match.side.wrongDeck')}</p>}
          <p>{t('match.side.swapped', { n: swapsBetween(start, deck) })}</p>
          {swapsBetween(start, deck) > 0 && (
            <ul className="match__swaps">
              <li>{t('match.side.outList', { names: extra(start.side, deck.side).map(name).join(', ') })}</li>
              <li>{t('match.side.inList', { names: extra(deck.side, start.side).map(name).join(', ') })}</li>
            </ul>
          )}
          <p>{t('match.side.now', { names: grouped(deck.side).map(([id, c]) => `${name(id)} ×${c}`).join(', ') })}</p>
        </>
      )}
      <p className={`dsum__verdict dsum__verdict--${check.ok ? 'ok' : 'bad'}`} role="status">
        {check.ok ? `✓ ${t('match.side.legal')}` : `✗ ${t('match.side.illegal')}`}
      </p>
      {!check.ok && (
        <ul className="dsum__problems">
          {check.problems.map((p, i) => (
            <li key={i} title={ruleNote(p.text)}>
              {deckText(p.text)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
