import { FormatSelect } from './FormatSelect';
import { useApp } from '../store/appStore';
import { useFormats } from '../store/formatStore';
import { useT } from './useT';

/** Single duel or best-of-three match, and the format both decks are checked in. */
export function StartOptions() {
  const t = useT();
  const mode = useApp((s) => s.choice.mode);
  const choose = useApp((s) => s.choose);
  const formatId = useFormats((s) => s.formatId);
  const pick = useFormats((s) => s.choose);
  return (
    <div className="start__row">
      <fieldset className="start__group start__group--inline">
        <legend>{t('start.mode')}</legend>
        <div className="segmented">
          {(['single', 'match'] as const).map((m) => (
            <label key={m} className={`segmented__item${mode === m ? ' segmented__item--on' : ''}`}>
              <input type="radio" name="mode" value={m} checked={mode === m} onChange={() => choose({ mode: m })} />
              {t(m === 'single' ? 'start.single' : 'start.match')}
            </label>
          ))}
        </div>
      </fieldset>
      <FormatSelect value={formatId} onPick={pick} className="field" labelClass="field__label" />
    </div>
  );
}
