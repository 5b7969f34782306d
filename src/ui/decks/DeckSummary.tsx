import type { StringKey } from '../../i18n';
import type { DeckSummary as Summary } from '../../decks/summary';
import { useCardName, useDeckText, useLang, useRuleNote, useT } from '../useT';

const KIND_KEYS = ['monster', 'spell', 'trap'] as const;
const MONSTER_KEYS = ['normal', 'effect', 'maximum', 'fusion', 'ritual'] as const;

/** Live verdict of the engine's checkDeck (every problem with its reason), counts and MAXIMUM sets. */
export function DeckSummary({ summary }: { summary: Summary }) {
  const t = useT();
  const nameOf = useCardName();
  const text = useDeckText();
  const ruleNote = useRuleNote();
  const comma = useLang() === 'en' ? ', ' : '、';
  const { check, kinds, maximumSets } = summary;
  return (
    <div className="dsum">
      <p className={`dsum__verdict dsum__verdict--${check.ok ? 'ok' : 'bad'}`} role="status">
        {check.ok ? `✓ ${t('editor.legal')}` : `✗ ${t('editor.problems', { n: check.problems.length })}`}
      </p>
      {!check.ok && (
        <ul className="dsum__problems" aria-label={t('editor.problems', { n: check.problems.length })}>
          {check.problems.map((p, i) => (
            <li key={i} title={ruleNote(p.text)}>
              {text(p.text)}
            </li>
          ))}
        </ul>
      )}
      {check.warnings.length > 0 && (
        <ul className="dsum__warnings">
          {check.warnings.map((w, i) => (
            <li key={i} title={ruleNote(w)}>
              {text(w)}
            </li>
          ))}
        </ul>
      )}
      <p className="dsum__counts">
        {KIND_KEYS.map((k) => `${t(`kind.${k}` as StringKey)} ${kinds[k]}`).join(' · ')}
        <br />
        {MONSTER_KEYS.filter((k) => kinds[k] > 0)
          .map((k) => `${t(`mkind.${k}` as StringKey)} ${kinds[k]}`)
          .join(' · ')}
      </p>
      {maximumSets.length > 0 && (
        <div className="dsum__max">
          <h3 className="dsum__max-title">{t('editor.maximum')}</h3>
          <ul>
            {maximumSets.map((m) => (
              <li key={m.center.id} className={m.missing.length ? 'dsum__set--incomplete' : 'dsum__set--complete'}>
                {nameOf(m.center)}: {m.missing.length ? t('editor.missing', { names: m.missingCards.map(nameOf).join(comma) }) : `✓ ${t('editor.complete')}`}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
