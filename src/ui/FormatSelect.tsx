import { FORMAT_IDS, type FormatId } from '../formats/formats';
import { useT } from './useT';

/** The format chooser of the start screen and the deck builder: one labelled select. */
export function FormatSelect({ value, onPick, className, labelClass }: {
  value: string;
  onPick: (id: FormatId) => void;
  className: string;
  labelClass: string;
}) {
  const t = useT();
  return (
    <label className={className}>
      <span className={labelClass}>{t('start.format')}</span>
      <select value={value} onChange={(e) => onPick(e.target.value === 'none' ? 'none' : 'rush')}>
        {FORMAT_IDS.map((id) => (
          <option key={id} value={id}>
            {t(`format.${id}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
