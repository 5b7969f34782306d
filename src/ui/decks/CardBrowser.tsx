import { useDroppable } from '@dnd-kit/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { browse, NO_FILTER, type CardFilter } from '../../decks/browse';
import { ensureAllDocs } from '../../store/cardData';
import { loadCatalog, useCatalogSize } from '../../store/catalogData';
import { useDocsVersion } from '../useDocs';
import { useT } from '../useT';
import { CardImages } from '../images/CardImages';
import { CardDatabase } from '../cardDb/CardDatabase';
import { BrowserFilters } from './BrowserFilters';
import { CardGrid, type ResultsMode } from './CardGrid';
import { useDraft } from './draft';
import { useGridT } from './useGridT';
import { useResultsView } from './viewPref';

const MODES: readonly ResultsMode[] = ['grid', 'list'];

/** Every card of the pool, searched, filtered and sorted; also where deck cards are dropped to remove them. */
export function CardBrowser() {
  const t = useT();
  const g = useGridT();
  const [filter, setFilter] = useState<CardFilter>(NO_FILTER);
  const cards = useDraft((s) => s.cards);
  const readOnly = useDraft((s) => s.presetKey !== null);
  const add = useDraft((s) => s.add);
  const remove = useDraft((s) => s.remove);
  const mode = useResultsView((s) => s.mode);
  const setMode = useResultsView((s) => s.set);
  // A search in card text reads every card's text: only then are all document sets fetched.
  const searching = filter.text.trim() !== '';
  // Until every text has arrived (or failed to) the results may still grow: the grid says it is busy. Texts
  // once loaded stay loaded, so a later search is not busy.
  const [textsLoaded, setTextsLoaded] = useState(false);
  useEffect(() => {
    if (searching)
      ensureAllDocs().then(
        () => setTextsLoaded(true),
        (e: unknown) => {
          // Nothing more will arrive: the results stand as they are.
          console.warn('Card texts not loaded for the search:', e);
          setTextsLoaded(true);
        },
      );
  }, [searching]);
  // Texts that arrive change a text search's results; any other filter's stay (a new list
  // would scroll the grid back up and close the card's peek).
  const docs = useDocsVersion();
  const textsFor = searching ? docs : 0;
  // Every Rush card is listed once the catalog (facts only) has arrived; the playable pool until then.
  const catalog = useCatalogSize();
  const [catalogFailed, setCatalogFailed] = useState(false);
  useEffect(() => {
    loadCatalog().then(
      () => setCatalogFailed(false),
      (e: unknown) => {
        console.warn('Card catalog not loaded:', e);
        setCatalogFailed(true);
      },
    );
  }, []);
  const shown = useMemo(() => browse(filter), [filter, textsFor, catalog]); // eslint-disable-line react-hooks/exhaustive-deps -- see textsFor, catalog
  const counts = useMemo(() => {
    const m = new Map<number, number>();
    for (const list of [cards.main, cards.extra, cards.side]) for (const id of list) m.set(id, (m.get(id) ?? 0) + 1);
    return m;
  }, [cards]);
  const onAdd = useCallback((id: number) => add(id), [add]);
  const onRemove = useCallback(
    (id: number) => {
      const c = useDraft.getState().cards;
      remove(id, c.main.includes(id) ? 'main' : c.extra.includes(id) ? 'extra' : 'side');
    },
    [remove],
  );
  const { setNodeRef, isOver } = useDroppable({ id: 'pool' });
  return (
    <section className={`browser${isOver ? ' browser--over' : ''}`} aria-labelledby="browser-title" ref={setNodeRef}>
      <h2 id="browser-title" className="panel-title">
        {t('browser.title')} <span className="panel-title__count" role="status">{t('browser.count', { n: shown.length })}</span>
      </h2>
      <BrowserFilters filter={filter} onChange={setFilter} />
      {catalogFailed && <p className="io__error" role="alert">{t('browser.catalogFailed')}</p>}
      <CardGrid cards={shown} counts={counts} mode={mode} readOnly={readOnly} busy={searching && !textsLoaded} onAdd={onAdd} onRemove={onRemove} />
      <div className="results-bar">
        <fieldset className="results-view">
          <legend className="filter__label">{g('view.label')}</legend>
          <div className="segmented">
            {MODES.map((m) => (
              <label key={m} className={`segmented__item${mode === m ? ' segmented__item--on' : ''}`}>
                <input type="radio" name="results-view" value={m} checked={mode === m} onChange={() => setMode(m)} />
                {g(m === 'grid' ? 'view.grid' : 'view.list')}
              </label>
            ))}
          </div>
        </fieldset>
        <CardImages />
        <CardDatabase />
      </div>
    </section>
  );
}
