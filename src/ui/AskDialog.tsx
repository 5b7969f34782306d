import { useApp } from '../store/appStore';
import type { StringKey } from '../i18n';
import { useT } from './useT';

const WORDS: Record<'linkOverDuel' | 'linkOverSaved' | 'savedUnshowable', { text: StringKey; accept: StringKey; decline: StringKey }> = {
  linkOverDuel: { text: 'link.askPlaying', accept: 'link.playLink', decline: 'link.keepPlaying' },
  linkOverSaved: { text: 'link.askSaved', accept: 'link.playLink', decline: 'link.resumeSaved' },
  savedUnshowable: { text: 'saved.cannotShow', accept: 'saved.discard', decline: 'saved.keep' },
};

/** Asks before a duel is dropped: a link over a duel in progress, or a saved duel that cannot be shown. */
export function AskDialog() {
  const t = useT();
  const ask = useApp((s) => s.ask);
  if (!ask) return null;
  const w = WORDS[ask.kind];
  return (
    <div className="notices ask" role="alertdialog" aria-label={t(w.text, { why: ask.why ?? '' })}>
      <p className="notice">
        <span>{t(w.text, { why: ask.why ?? '' })}</span>
        <span>
          <button type="button" className="button button--primary" onClick={ask.accept}>
            {t(w.accept)}
          </button>{' '}
          <button type="button" className="button" onClick={ask.decline}>
            {t(w.decline)}
          </button>
        </span>
      </p>
    </div>
  );
}
