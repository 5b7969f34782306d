import { useEffect, useRef } from 'react';
import { useSandbox } from '../../store/sandboxStore';
import type { MonsterPosition, SandboxSide } from '../../store/sandboxSetup';
import { useTrainer } from '../../store/trainerStore';
import { OPTIONS } from './cardOptions';
import { PileEditor } from './PileEditor';
import type { TrainerKey } from '../trainer/strings';
import { useTrainerT } from '../trainer/useTrainerT';
import { useCardName } from '../useT';

const POSITIONS: { key: MonsterPosition; label: TrainerKey }[] = [
  { key: 'attack', label: 'sb.atk' },
  { key: 'defense', label: 'sb.def' },
  { key: 'set', label: 'sb.set' },
];

function SideEditor({ who }: { who: 'me' | 'opponent' }) {
  const side = useSandbox((s) => s.setup[who]);
  const edit = useSandbox((s) => s.edit);
  const mine = who === 'me';
  const t = useTrainerT();
  const cardName = useCardName();
  const change = (patch: Partial<SandboxSide>): void => edit((s) => ({ ...s, [who]: { ...s[who], ...patch } }));
  return (
    <>
      <label className="field">
        <span className="field__label">{t(mine ? 'sb.yourLp' : 'sb.oppLp')}</span>
        <input type="number" min={1} max={99999} value={side.lp} onChange={(e) => change({ lp: Math.max(1, Math.min(99999, Math.round(Number(e.target.value) || 1))) })} />
      </label>
      {mine && <PileEditor title={t('sb.hand')} place={t('sb.handPlace')} ids={side.hand} options={OPTIONS.hand} onChange={(hand) => change({ hand })} />}
      {mine && <PileEditor title={t('sb.deck')} place={t('sb.deckPlace')} ids={side.deck} options={OPTIONS.deck} ordered onChange={(deck) => change({ deck })} />}
      {mine && <PileEditor title={t('sb.gy')} place={t('sb.gyPlace')} ids={side.graveyard} options={OPTIONS.graveyard} onChange={(graveyard) => change({ graveyard })} />}
      <PileEditor
        title={t(mine ? 'sb.monsters' : 'sb.oppMonsters')}
        place={t(mine ? 'sb.monstersPlace' : 'sb.oppMonstersPlace')}
        ids={side.monsters.map((m) => m.id)}
        options={OPTIONS.monsters}
        onChange={(ids) => change({ monsters: ids.map((id, i) => side.monsters[i]?.id === id ? (side.monsters[i] as { id: number; position: MonsterPosition }) : { id, position: 'attack' }) })}
        extra={(i) => (
          <select
            aria-label={t(mine ? 'sb.posYour' : 'sb.posOpp', { n: i + 1 })}
            value={side.monsters[i]?.position}
            onChange={(e) => change({ monsters: side.monsters.map((m, j) => (j === i ? { ...m, position: e.target.value as MonsterPosition } : m)) })}
          >
            {POSITIONS.map((p) => (
              <option key={p.key} value={p.key}>
                {t(p.label)}
              </option>
            ))}
          </select>
        )}
      />
      <PileEditor
        title={t(mine ? 'sb.st' : 'sb.oppSt')}
        place={t(mine ? 'sb.stPlace' : 'sb.oppStPlace')}
        ids={side.spellTraps}
        options={OPTIONS.spellTraps}
        onChange={(spellTraps) => change({ spellTraps })}
      />
      <label className="field">
        <span className="field__label">{t(mine ? 'sb.field' : 'sb.oppField')}</span>
        <select value={side.field ?? ''} onChange={(e) => change({ field: e.target.value === '' ? null : Number(e.target.value) })}>
          <option value="">{t('sb.none')}</option>
          {OPTIONS.field.map((d) => (
            <option key={d.id} value={d.id}>
              {cardName(d)}
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
  const t = useTrainerT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <main className="trainer">
      <header className="trainer__head">
        <h1 ref={heading} tabIndex={-1} className="trainer__title">
          {t('sb.title')}
        </h1>
        <p className="trainer__lead">{t('sb.lead')}</p>
        <button type="button" className="button button--quiet" onClick={() => useTrainer.getState().open(null)}>
          {t('backToStart')}
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
        {t('sb.play')}
      </button>
    </main>
  );
}
