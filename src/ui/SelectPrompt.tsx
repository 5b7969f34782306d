import { cardDef, playerView, type Action, type DuelState } from '../engine';
import { HUMAN, locate } from '../store/locate';
import { CardFace } from './CardFace';
import { useDuel, useDuelStore } from './duelContext';
import { PromptShell } from './PromptShell';

const WHERE: Record<string, string> = {
  hand: 'hand',
  deck: 'Deck',
  gy: 'GY',
  extra: 'Extra Deck',
  monster: 'monster zone',
  spellTrap: 'spell/trap zone',
  field: 'field zone',
};

/** How the human may see a card offered by a prompt: their own cards by name, hidden foes as face-down. */
function shownCard(state: DuelState, uid: number): { name: string; known: boolean; where: string } {
  const loc = locate(state, uid);
  const visible = state.cards[uid]?.owner === HUMAN || (playerView(state, HUMAN).cards[uid]?.id ?? 0) !== 0;
  const owner = loc?.seat === HUMAN ? 'your' : "the opponent's";
  const where = loc ? `${owner} ${WHERE[loc.place]}${loc.place === 'monster' || loc.place === 'spellTrap' ? ` ${loc.index + 1}` : ''}` : '';
  return { name: visible ? cardDef(state, uid).name : 'Face-down card', known: visible, where };
}

/** Tributes and effect choices: pick cards one at a time (on the board or here), then Done. */
export function SelectPrompt() {
  const store = useDuelStore();
  const state = useDuel((s) => s.state);
  const legal = useDuel((s) => s.legal);
  const p = state.pending;
  if (!p || (p.kind !== 'tribute' && p.kind !== 'choose')) return null;
  const picks = legal.filter((a): a is Extract<Action, { type: 'select' }> => a.type === 'select');
  const done = legal.find((a) => a.type === 'done');
  const cancel = legal.find((a) => a.type === 'cancel');
  const title =
    p.kind === 'tribute'
      ? `Tribute Summon ${cardDef(state, p.card).name}: choose ${p.needed} Tribute${p.needed > 1 ? 's' : ''}`
      : p.title;
  const count = p.kind === 'choose' ? `Chosen ${p.chosen.length} of ${p.min === p.max ? p.max : `${p.min}–${p.max}`}` : `Chosen ${p.chosen.length}`;
  const act = (a: Action): void => store.getState().act(a);

  return (
    <PromptShell title={title}>
      <p className="prompt__hint">
        {count}. Tap a highlighted card on the board or below.
      </p>
      <ul className="prompt__cards">
        {picks.map((a) => {
          const c = shownCard(state, a.card);
          return (
            <li key={a.card}>
              <button type="button" className="prompt__card" aria-label={`Choose ${c.name}`} aria-description={c.where} onClick={() => act(a)}>
                <CardFace def={c.known ? cardDef(state, a.card) : null} />
                <span className="prompt__card-where">{c.where}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <div className="prompt__actions">
        {done && (
          <button type="button" className="button button--primary" onClick={() => act(done)}>
            Done
          </button>
        )}
        {cancel && (
          <button type="button" className="button" onClick={() => act(cancel)}>
            Cancel
          </button>
        )}
      </div>
    </PromptShell>
  );
}
