import type { ReactNode } from 'react';
import { useId, useMemo, useState } from 'react';
import { useBenchT } from './useBenchT';
import { NO_FILTER, poolFacets, type CardFilter } from '../../decks/browse';
import { useCatalogSize } from '../../store/catalogData';
import type { StringKey } from '../../i18n';
import { useT } from '../useT';

const KINDS = ['monster', 'spell', 'trap'] as const;
const MONSTER_KINDS = ['normal', 'effect', 'maximum', 'fusion', 'ritual'] as const;
const SORTS = [
  ['name', 'browser.sortName'],
  ['level', 'browser.sortLevel'],
  ['atk', 'browser.sortAtk'],
] as const;

interface Props {
  filter: CardFilter;
  /** Takes an update of the latest filter: two changes before a render must not undo each other. */
  onChange(update: (f: CardFilter) => CardFilter): void;
}

function Select({ label, value, onChange, children }: { label: string; value: string; onChange(v: string): void; children: ReactNode }) {
  return (
    <label className="filter">
      <span className="filter__label">{label}</span>
      <select value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </select>
    </label>
  );
}

/** A min–max pair of number boxes; an empty box means no limit. */
function Range({ label, min, max, onChange }: { label: string; min: number | null; max: number | null; onChange(min: number | null, max: number | null): void }) {
  const t = useT();
  const num = (v: string): number | null => (v.trim() === '' || !Number.isFinite(Number(v)) ? null : Number(v));
  return (
    <fieldset className="filter filter--range">
      <legend className="filter__label">{label}</legend>
      <input type="number" inputMode="numeric" aria-label={`${label} ${t('browser.min')}`} placeholder={t('browser.min')} value={min ?? ''} onChange={(e) => onChange(num(e.target.value), max)} />
      <span aria-hidden="true">–</span>
      <input type="number" inputMode="numeric" aria-label={`${label} ${t('browser.max')}`} placeholder={t('browser.max')} value={max ?? ''} onChange={(e) => onChange(min, num(e.target.value))} />
    </fieldset>
  );
}

/** Search box, filters and sort order of the card browser. */
export function BrowserFilters({ filter: f, onChange }: Props) {
  const t = useT();
  const catalog = useCatalogSize();
  // The menus list what the known cards have: more once the catalog has arrived.
  const FACETS = useMemo(() => poolFacets(), [catalog]); // eslint-disable-line react-hooks/exhaustive-deps -- catalog: see above
  const set = (patch: Partial<CardFilter>): void => onChange((latest) => ({ ...latest, ...patch }));
  const b = useBenchT();
  const more = useId();
  const [open, setOpen] = useState(false);
  // Filters in use behind the toggle: the button says how many, so a closed panel hides nothing unknown.
  const hidden = [f.kind !== 'any', f.monsterKind !== 'any', f.attribute !== 'any', f.race !== 'any', f.levelMin !== null || f.levelMax !== null, f.atkMin !== null || f.atkMax !== null, f.defMin !== null || f.defMax !== null, f.legendOnly, f.sort !== NO_FILTER.sort].filter(Boolean).length;
  return (
    <div className="filters">
      <div className="filters__top">
        <label className="filter filter--search">
          <span className="filter__label">{t('browser.search')}</span>
          <input type="search" value={f.text} onChange={(e) => set({ text: e.target.value })} />
        </label>
        <label className="check filter--check">
          <input type="checkbox" checked={f.playableOnly} onChange={(e) => set({ playableOnly: e.target.checked })} />
          {t('browser.playableOnly')}
        </label>
        <button type="button" className={`button${hidden ? ' button--on' : ''}`} aria-expanded={open} aria-controls={more} onClick={() => setOpen(!open)}>
          {hidden ? b('filters.on', { n: hidden }) : b('filters.more')}
        </button>
      </div>
      <div className="filters__more" id={more} hidden={!open}>
      <Select label={t('browser.kind')} value={f.kind} onChange={(v) => set({ kind: v as CardFilter['kind'] })}>
        <option value="any">{t('browser.any')}</option>
        {KINDS.map((k) => (
          <option key={k} value={k}>
            {t(`kind.${k}` as StringKey)}
          </option>
        ))}
      </Select>
      <Select label={t('browser.monsterKind')} value={f.monsterKind} onChange={(v) => set({ monsterKind: v as CardFilter['monsterKind'] })}>
        <option value="any">{t('browser.any')}</option>
        {MONSTER_KINDS.map((k) => (
          <option key={k} value={k}>
            {t(`mkind.${k}` as StringKey)}
          </option>
        ))}
      </Select>
      <Select label={t('browser.attribute')} value={f.attribute} onChange={(v) => set({ attribute: v })}>
        <option value="any">{t('browser.any')}</option>
        {FACETS.attributes.map((a) => (
          <option key={a} value={a}>
            {a}
          </option>
        ))}
      </Select>
      <Select label={t('browser.type')} value={f.race} onChange={(v) => set({ race: v })}>
        <option value="any">{t('browser.any')}</option>
        {FACETS.races.map((r) => (
          <option key={r} value={r}>
            {r}
          </option>
        ))}
      </Select>
      <Range label={t('browser.level')} min={f.levelMin} max={f.levelMax} onChange={(levelMin, levelMax) => set({ levelMin, levelMax })} />
      <Range label={t('browser.atk')} min={f.atkMin} max={f.atkMax} onChange={(atkMin, atkMax) => set({ atkMin, atkMax })} />
      <Range label={t('browser.def')} min={f.defMin} max={f.defMax} onChange={(defMin, defMax) => set({ defMin, defMax })} />
      <label className="check filter--check">
        <input type="checkbox" checked={f.legendOnly} onChange={(e) => set({ legendOnly: e.target.checked })} />
        {t('browser.legend')}
      </label>
      <Select label={t('browser.sort')} value={f.sort} onChange={(v) => set({ sort: v as CardFilter['sort'] })}>
        {SORTS.map(([k, label]) => (
          <option key={k} value={k}>
            {t(label)}
          </option>
        ))}
      </Select>
      <button type="button" className="button button--quiet" onClick={() => onChange(() => NO_FILTER)}>
        {t('browser.clear')}
      </button>
      </div>
    </div>
  );
}
