import { cardDef, playerView, type Action, type CardDef, type DuelState } from '../engine/play';
import { withRealRange } from './promptWords';
import { HUMAN, locate, zoneNumber } from '../store/locate';
import { liveStats } from '../store/liveStats';
import { CardFace } from './CardFace';
import { useDuel, useDuelStore } from './duelContext';
import { PromptShell } from './PromptShell';
import { useCardName, useEngineText, useT, type T } from './useT';
import type { StringKey } from '../i18n';

const WHERE: Record<string, StringKey> = {
  hand: 'where.hand',
  deck: 'where.deck',
  gy: 'where.gy',
  extra: 'where.extra',
  monster: 'where.monster',
  spellTrap: 'where.spellTrap',
  field: 'where.field',
};

/** How the human may see a card offered by a prompt: their own cards by name, hidden foes as face-down. */
function shownCard(state: DuelState, uid: number, t: T, cardName: (d: CardDef) => string): { name: string; known: boolean; where: string } {
  const loc = locate(state, uid);
  const visible = state.cards[uid]?.owner === HUMAN || (playerView(state, HUMAN).cards[uid]?.id ?? 0) !== 0;
  const numbered = loc && (loc.place === 'monster' || loc.place === 'spellTrap');
  const place = loc ? t(WHERE[loc.place] ?? 'where.field', { n: numbered ? zoneNumber(loc.seat, loc.index) : '' }).trim() : '';
  const where = loc ? t(loc.seat === HUMAN ? 'where.yours' : 'where.theirs', { place }) : '';
  return { name: visible ? cardName(cardDef(state, uid)) : t('detail.faceDown'), known: visible, where };
}

/** Tributes and effect choices: pick cards one at a time (on the board or here), then Done. */
export function SelectPrompt() {
  const store = useDuelStore();
  const state = useDuel((s) => s.state);
  const legal = useDuel((s) => s.legal);
  const t = useT();
  const cardName = useCardName();
  const picked = useDuel((s) => s.picks ?? []);
  const text = useEngineText();
  const p = state.pending;
  if (!p || (p.kind !== 'tribute' && p.kind !== 'choose')) return null;
  const picks = legal.filter((a): a is Extract<Action, { type: 'select' }> => a.type === 'select');
  const cancel = legal.find((a) => a.type === 'cancel');
  const chosen = p.chosen.length + picked.length;
  const title =
    p.kind === 'tribute'
      ? t(p.needed > 1 ? 'prompt.tributeN' : 'prompt.tribute1', { card: cardName(cardDef(state, p.card)), n: p.needed })
      : text(withRealRange(p.title, p.min, p.max), state);
  const rule = p.kind === 'choose' ? (p.min === p.max ? String(p.max) : t('prompt.range', { min: p.min, max: p.max })) : String(p.needed);
  const count = t('prompt.chosenOf', { n: chosen, of: rule });
  const canFinish = p.kind === 'choose' && chosen >= p.min && legal.some((a) => a.type === 'done' || a.type === 'select');
  const act = (a: Action): void => store.getState().act(a);
  const toggle = (uid: number): void => store.getState().togglePick?.(uid);

  return (
    <PromptShell title={title}>
      <p className="prompt__hint">
        {t('prompt.pickHint', { count })}
      </p>
      <ul className="prompt__cards">
        {picks.map((a) => {
          const c = shownCard(state, a.card, t, cardName);
          return (
            <li key={a.card}>
              <button
                type="button"
                className="prompt__card"
                aria-label={t('act.choose', { card: c.name })}
                aria-pressed={picked.includes(a.card)}
                aria-description={c.where}
                onClick={() => toggle(a.card)}
              >
                <CardFace def={c.known ? cardDef(state, a.card) : null} atk={c.known ? liveStats(state, a.card)?.atk : undefined} def2={c.known ? liveStats(state, a.card)?.def : undefined} />
                <span className="prompt__card-where">{c.where}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <div className="prompt__actions">
        {canFinish && (
          <button type="button" className="button button--primary" onClick={() => store.getState().confirmPicks?.()}>
            {t('act.done')}
          </button>
        )}
        {cancel && (
          <button type="button" className="button" onClick={() => act(cancel)}>
            {t('common.cancel')}
          </button>
        )}
      </div>
    </PromptShell>
  );
}
