import { useDroppable } from '@dnd-kit/core';
import { grouped, sectionFor } from '../../decks/edit';
import type { Section } from '../../decks/types';
import type { StringKey } from '../../i18n';
import { useT } from '../useT';
import { CardRow } from './CardRow';
import { useDraft } from './draft';
import { cardFacts } from '../../cards/pool';

/** One deck section: a drop target listing its cards with copy counts. */
export function DeckSection({ section }: { section: Section }) {
  const t = useT();
  const ids = useDraft((s) => s.cards[section]);
  const readOnly = useDraft((s) => s.presetKey !== null);
  const add = useDraft((s) => s.add);
  const remove = useDraft((s) => s.remove);
  const move = useDraft((s) => s.move);
  const { setNodeRef, isOver } = useDroppable({ id: section, disabled: readOnly });
  const title = t(`editor.${section}` as StringKey);
  return (
    <section className={`dsec${isOver ? ' dsec--over' : ''}`} ref={setNodeRef} aria-label={`${title} (${ids.length})`}>
      <h3 className="dsec__title">
        {title} <span className="dsec__n">{ids.length}</span>
      </h3>
      {section === 'side' && <p className="dsec__hint">{t('editor.sideHint')}</p>}
      {ids.length === 0 ? (
        !readOnly && <p className="dsec__empty">{t('editor.empty')}</p>
      ) : (
        <ul className="crows">
          {grouped(ids).map(([id, n]) => {
            const def = cardFacts(id);
            return def ? (
              <CardRow
                key={id}
                def={def}
                count={n}
                from={section}
                readOnly={readOnly}
                onAdd={() => add(id, section)}
                onRemove={() => remove(id, section)}
                onSide={() => move(id, section, section === 'side' ? sectionFor(id) : 'side')}
              />
            ) : null;
          })}
        </ul>
      )}
    </section>
  );
}
