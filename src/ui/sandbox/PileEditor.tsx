import { useId, useState } from 'react';
import type { CardDef } from '../../engine';
import { nameOf } from './cardOptions';

interface Props {
  title: string;
  /** "your hand": how the remove buttons name the place. */
  place: string;
  ids: number[];
  options: CardDef[];
  ordered?: boolean;
  onChange(ids: number[]): void;
  /** Extra words after each card (a monster's position), and a control to change it. */
  extra?: (i: number) => React.ReactNode;
  /** More controls for the whole list, under the Add row. */
  footer?: React.ReactNode;
}

/** A list of cards with Add (from a pool picker), Remove and, for a Deck, Up/Down. */
export function PileEditor({ title, place, ids, options, ordered, onChange, extra, footer }: Props) {
  const [pick, setPick] = useState<number>(options[0]?.id ?? 0);
  const labelId = useId();
  const move = (i: number, d: number): void => {
    const next = [...ids];
    const [x] = next.splice(i, 1);
    if (x === undefined) return;
    next.splice(i + d, 0, x);
    onChange(next);
  };
  return (
    <section className="setup-pile" aria-labelledby={labelId}>
      <h2 id={labelId}>
        {title} ({ids.length})
      </h2>
      <ol>
        {ids.map((id, i) => (
          <li key={`${i}-${id}`}>
            <span>{nameOf(id)}</span>
            {extra?.(i)}
            {ordered && (
              <>
                <button type="button" className="button button--tiny" disabled={i === 0} aria-label={`Move ${nameOf(id)} up in ${place}`} onClick={() => move(i, -1)}>
                  ↑
                </button>
                <button type="button" className="button button--tiny" disabled={i === ids.length - 1} aria-label={`Move ${nameOf(id)} down in ${place}`} onClick={() => move(i, 1)}>
                  ↓
                </button>
              </>
            )}
            <button type="button" className="button button--tiny" aria-label={`Remove ${nameOf(id)} from ${place}`} onClick={() => onChange(ids.filter((_, j) => j !== i))}>
              ✕
            </button>
          </li>
        ))}
      </ol>
      <div className="setup-add">
        <select aria-label={`Card to add to ${place}`} value={pick} onChange={(e) => setPick(Number(e.target.value))}>
          {options.map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
            </option>
          ))}
        </select>
        <button type="button" className="button button--tiny" aria-label={`Add to ${place}`} onClick={() => onChange([...ids, pick])}>
          Add
        </button>
      </div>
      {footer}
    </section>
  );
}
