import { useDroppable } from '@dnd-kit/core';
import { useMemo, useState } from 'react';
import { browse, NO_FILTER, type CardFilter } from '../../decks/browse';
import { copiesIn } from '../../decks/edit';
import { useT } from '../useT';
import { BrowserFilters } from './BrowserFilters';
import { CardRow } from './CardRow';
import { useDraft } from './draft';

/** Every card of the pool, searched, filtered and sorted; also where deck cards are dropped to remove them. */
export function CardBrowser() {
  const t = useT();
  const [filter, setFilter] = useState<CardFilter>(NO_FILTER);
  const cards = useDraft((s) => s.cards);
  const readOnly = useDraft((s) => s.presetKey !== null);
  const add = useDraft((s) => s.add);
  const remove = useDraft((s) => s.remove);
  const shown = useMemo(() => browse(filter), [filter]);
  const { setNodeRef, isOver } = useDroppable({ id: 'pool' });
  return (
    <section className={`browser${isOver ? ' browser--over' : ''}`} aria-labelledby="browser-title" ref={setNodeRef}>
      <h2 id="browser-title" className="panel-title">
        {t('browser.title')} <span className="panel-title__count" role="status">{t('browser.count', { n: shown.length })}</span>
      </h2>
      <BrowserFilters filter={filter} onChange={setFilter} />
      <ul className="crows" aria-label={t('browser.title')}>
        {shown.map((def) => (
          <CardRow
            key={def.id}
            def={def}
            count={copiesIn(cards, def.id)}
            from="pool"
            readOnly={readOnly}
            onAdd={() => add(def.id)}
            onRemove={() => remove(def.id, cards.main.includes(def.id) ? 'main' : cards.extra.includes(def.id) ? 'extra' : 'side')}
          />
        ))}
      </ul>
    </section>
  );
}
