import { attributeNow, cardDef, monsterAtk, monsterDef, raceOf, type DuelState } from '../engine/play';
import { useEffectText } from './useEffectText';
import { CardFace } from './CardFace';
import { isPlayable } from '../cards/pool';
import { TheirText } from './cardDb/TheirText';
import { useUserText } from './cardDb/userTexts';
import { typeLine } from './cardLook';
import { useDuel, useDuelStore } from './duelContext';
import { useCardName, useEngineText, useLang, useRuleNote, useT } from './useT';

function onField(view: DuelState, uid: number): { atk: number; def: number | null; maximum: boolean } | null {
  for (const p of view.players) {
    for (const s of p.monsters) {
      if (s && (s.uid === uid || s.maximum?.left === uid || s.maximum?.right === uid)) {
        if (s.uid !== uid) return null;
        return { atk: monsterAtk(view, s), def: monsterDef(view, s), maximum: !!s.maximum };
      }
    }
  }
  return null;
}

interface DetailBodyProps {
  uid: number;
}

export function DetailBody({ uid }: DetailBodyProps) {
  const view = useDuel((s) => s.view);
  const why = useDuel((s) => (s.detail?.uid === uid ? s.detail.why : undefined));
  const t = useT();
  const lang = useLang();
  const cardName = useCardName();
  const effectText = useEffectText(view);
  const engineText = useEngineText();
  const ruleNote = useRuleNote();
  const shownId = view.cards[uid] ? cardDef(view, uid).id : 0;
  const theirs = useUserText(shownId);
  if (!view.cards[uid]) return null;
  const def = cardDef(view, uid);
  if (def.id === 0) {
    return (
      <div className="detail__body">
        <CardFace def={null} className="card--large" />
        <p className="detail__name">{t('detail.faceDown')}</p>
      </div>
    );
  }
  const live = def.kind === 'monster' ? onField(view, uid) : null;
  // On the field a monster's Type and Attribute are the ones it has now (an effect may change them).
  const shown = live ? { ...def, race: raceOf(view, uid) ?? def.race, attribute: attributeNow(view, uid) ?? def.attribute } : def;
  const text = effectText(def.id);
  const max = def.maximum?.role === 'center' ? def.maximum.atk : null;
  return (
    <div className="detail__body">
      <CardFace def={def} atk={live?.atk} def2={live?.def ?? undefined} className="card--large" />
      <div className="detail__info">
        {why && <p className="detail__why" title={ruleNote(why)}>{t('detail.cannot', { why: engineText(why, view) })}</p>}
        <p className="detail__name" lang={cardName(def) === def.name ? 'en' : 'ja'}>{cardName(def)}</p>
        {def.nameJa && <p className="detail__ja" lang={cardName(def) === def.name ? 'ja' : 'en'}>{cardName(def) === def.name ? def.nameJa : def.name}</p>}
        <p className="detail__type">[{typeLine(shown, lang)}]</p>
        {def.kind === 'monster' && (
          <p className="detail__stats">
            <span>{t('detail.level', { n: def.level ?? '?' })}</span> · <span>{t('detail.atk', { n: live?.atk ?? def.atk ?? 0 })}</span>
            {live && live.atk !== (live.maximum && max !== null ? max : def.atk) ? t('detail.printed', { n: def.atk ?? 0 }) : ''} ·{' '}
            <span>{t('detail.def', { n: live?.maximum ? '—' : (live?.def ?? def.def ?? 0) })}</span>
          </p>
        )}
        {max !== null && <p className="detail__max">{t('detail.maxAtk', { n: max })}</p>}
        {def.legend && <p className="detail__legend">{t('detail.legend')}</p>}
        {theirs && !isPlayable(def.id) ? (
          <TheirText text={theirs} mark={t('detail.theirs')} className="detail__text" />
        ) : (
          <p className="detail__text">{text === undefined ? t('detail.loading') : (text ?? (def.kind === 'monster' ? t('detail.noEffect') : ''))}</p>
        )}
      </div>
    </div>
  );
}

/** Sidebar detail on wide screens: the card last hovered or focused. */
export function CardDetail() {
  const uid = useDuel((s) => s.detail?.uid ?? null);
  const t = useT();
  return (
    <section className="detail" aria-label={t('detail.title')} aria-live="polite">
      {uid === null ? <p className="detail__empty">{t('detail.empty')}</p> : <DetailBody uid={uid} />}
    </section>
  );
}

/** On small screens a pinned detail (long-press, or "Details" in a menu) opens as a sheet. */
export function CardDetailSheet() {
  const store = useDuelStore();
  const pinned = useDuel((s) => (s.detail?.pinned ? s.detail.uid : null));
  const t = useT();
  if (pinned === null) return null;
  return (
    <section className="detail-sheet" role="dialog" aria-label={t('detail.title')}>
      <DetailBody uid={pinned} />
      <button type="button" className="button detail-sheet__close" onClick={() => store.getState().showDetail(null)}>
        {t('common.close')}
      </button>
    </section>
  );
}
