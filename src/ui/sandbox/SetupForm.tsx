import { useEffect, useId, useRef } from 'react';
import { useSandbox } from '../../store/sandboxStore';
import { FILL_DECK, maximumPieces, type MonsterPosition, type SandboxSide } from '../../store/sandboxSetup';
import { useTrainer } from '../../store/trainerStore';
import { useT } from '../useT';
import { nameOf, OPTIONS } from './cardOptions';
import { PileEditor } from './PileEditor';

const POSITIONS: { key: MonsterPosition; label: string }[] = [
  { key: 'attack', label: 'Attack' },
  { key: 'defense', label: 'Defense' },
  { key: 'set', label: 'Set' },
];

/** "Center (Left, Right)": the whole MAXIMUM set a center piece stands for. */
function maximumLabel(center: number): string {
  const p = maximumPieces(center);
  return p ? `${nameOf(center)} (${nameOf(p[0])}, ${nameOf(p[1])})` : nameOf(center);
}

/** Whether the Deck continues with a preset's cards, and a warning when it is empty. */
function DeckFooter({ side, change }: { side: SandboxSide; change: (patch: Partial<SandboxSide>) => void }) {
  const t = useT();
  return (
    <>
      {FILL_DECK && (
        <label className="check">
          <input type="checkbox" checked={side.fillDeck} onChange={(e) => change({ fillDeck: e.target.checked })} />
          {t('sandbox.fillDeck', { deck: FILL_DECK.name })}
        </label>
      )}
      {side.deck.length === 0 && !side.fillDeck && <p className="setup-note">{t('sandbox.emptyDeck')}</p>}
    </>
  );
}

function MaximumPicker({ who, side, change }: { who: 'me' | 'opponent'; side: SandboxSide; change: (patch: Partial<SandboxSide>) => void }) {
  const t = useT();
  const noteId = useId();
  return (
    <div className="setup-maximum">
      <label className="field">
        <span className="field__label">{t(who === 'me' ? 'sandbox.maximum.me' : 'sandbox.maximum.opponent')}</span>
        <select aria-describedby={noteId} value={side.maximum ?? ''} onChange={(e) => change({ maximum: e.target.value === '' ? null : Number(e.target.value) })}>
          <option value="">{t('sandbox.maximum.none')}</option>
          {OPTIONS.maximum.map((d) => (
            <option key={d.id} value={d.id}>
              {maximumLabel(d.id)}
            </option>
          ))}
        </select>
      </label>
      <p id={noteId} className="setup-note">
        {t('sandbox.maximum.note')}
      </p>
    </div>
  );
}

function SideEditor({ who }: { who: 'me' | 'opponent' }) {
  const side = useSandbox((s) => s.setup[who]);
  const edit = useSandbox((s) => s.edit);
  const t = useT();
  const mine = who === 'me';
  const owner = mine ? 'your' : "your opponent's";
  const change = (patch: Partial<SandboxSide>): void => edit((s) => ({ ...s, [who]: { ...s[who], ...patch } }));
  return (
    <>
      <label className="field">
        <span className="field__label">{mine ? 'Your LP' : "Opponent's LP"}</span>
        <input type="number" min={1} max={99999} value={side.lp} onChange={(e) => change({ lp: Math.max(1, Math.min(99999, Math.round(Number(e.target.value) || 1))) })} />
      </label>
      <PileEditor title={mine ? 'Your hand' : t('sandbox.opponentHand')} place={`${owner} hand`} ids={side.hand} options={OPTIONS.hand} onChange={(hand) => change({ hand })} />
      <PileEditor
        title={mine ? 'Your Deck (top first)' : t('sandbox.opponentDeck')}
        place={`${owner} Deck`}
        ids={side.deck}
        options={OPTIONS.deck}
        ordered
        onChange={(deck) => change({ deck })}
        footer={<DeckFooter side={side} change={change} />}
      />
      <PileEditor
        title={mine ? 'Your Graveyard' : t('sandbox.opponentGraveyard')}
        place={`${owner} Graveyard`}
        ids={side.graveyard}
        options={OPTIONS.graveyard}
        onChange={(graveyard) => change({ graveyard })}
      />
      <MaximumPicker who={who} side={side} change={change} />
      <PileEditor
        title={mine ? 'Your monsters' : "Opponent's monsters"}
        place={`${owner} monster zones`}
        ids={side.monsters.map((m) => m.id)}
        options={OPTIONS.monsters}
        onChange={(ids) => change({ monsters: ids.map((id, i) => side.monsters[i]?.id === id ? (side.monsters[i] as { id: number; position: MonsterPosition }) : { id, position: 'attack' }) })}
        extra={(i) => (
          <select
            aria-label={`Position of ${owner} monster ${i + 1}`}
            value={side.monsters[i]?.position}
            onChange={(e) => change({ monsters: side.monsters.map((m, j) => (j === i ? { ...m, position: e.target.value as MonsterPosition } : m)) })}
          >
            {POSITIONS.map((p) => (
              <option key={p.key} value={p.key}>
                {p.label}
              </option>
            ))}
          </select>
        )}
      />
      <PileEditor
        title={mine ? 'Your Set Spells/Traps' : "Opponent's Set Spells/Traps"}
        place={`${owner} Spell & Trap Zones`}
        ids={side.spellTraps}
        options={OPTIONS.spellTraps}
        onChange={(spellTraps) => change({ spellTraps })}
      />
      <label className="field">
        <span className="field__label">{mine ? 'Your Field Spell' : "Opponent's Field Spell"}</span>
        <select value={side.field ?? ''} onChange={(e) => change({ field: e.target.value === '' ? null : Number(e.target.value) })}>
          <option value="">None</option>
          {OPTIONS.field.map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}

/** Set up any position from the pool, then play it. */
export function SetupForm() {
  const error = useSandbox((s) => s.error);
  const play = useSandbox((s) => s.play);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <main className="trainer">
      <header className="trainer__head">
        <h1 ref={heading} tabIndex={-1} className="trainer__title">
          Sandbox
        </h1>
        <p className="trainer__lead">Set up any position, then play it out with unlimited undo and redo. Your turn, Main Phase.</p>
        <button type="button" className="button button--quiet" onClick={() => useTrainer.getState().open(null)}>
          Back to start
        </button>
      </header>
      {error && (
        <p className="trainer__error" role="alert">
          {error}
        </p>
      )}
      <div className="setup-grid">
        <SideEditor who="me" />
        <SideEditor who="opponent" />
      </div>
      <button type="button" className="button button--primary button--big" onClick={play}>
        Play this position
      </button>
    </main>
  );
}
