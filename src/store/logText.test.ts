import { beforeAll, describe, expect, it } from 'vitest';
import { applyAction, legalActions, textKey, type DuelState } from '../engine';
import { loadLanguage, say } from '../i18n';
import { actionMsg } from './actionLabel';
import { loadScenarioReader, startDuel } from './duelSetup';
import { logLines } from './logText';

// Scenario duels need the scenario reader, which the app loads on demand.
beforeAll(() => loadScenarioReader());

const v = (name: string) => ({ vanilla: { name, level: 4, atk: 1000, def: 800, attribute: 'DARK', race: 'Warrior' } });
const fill = (n: number) => Array.from({ length: n }, (_, i) => v(`Filler ${i}`));

function scenario(state: unknown): DuelState {
  const r = startDuel({ kind: 'scenario', text: JSON.stringify({ seed: 1, state }), level: 'easy' });
  if (!r.ok) throw new Error(r.error);
  return r.started.state;
}

describe('log lines and action labels in every language', () => {
  it('keep the English text and show in Japanese and Chinese, with the card names chosen', async () => {
    await Promise.all([loadLanguage('ja'), loadLanguage('zh')]);
    const s = scenario({ turn: 2, players: [{ hand: [v('Ogre')], deck: fill(5) }, { hand: fill(1), deck: fill(5) }] });
    const summon = legalActions(s).find((a) => a.type === 'summon' && a.position === 'attack');
    if (!summon) throw new Error('no summon');
    expect(say('en', 'en', actionMsg(s, summon))).toBe('Normal Summon (Attack)');
    expect(say('ja', 'en', actionMsg(s, summon, true))).toBe('通常召喚（攻撃表示）（ゾーン1）');
    expect(say('zh', 'en', actionMsg(s, summon))).toBe('通常召唤（攻击表示）');
    const r = applyAction(s, summon);
    if (!r.ok) throw new Error(textKey(r.error));
    let n = 0;
    const [line] = logLines(s, r.state, r.events, () => ++n).filter((l) => l.text.includes('Summoned'));
    expect(line?.text).toBe('You Normal Summoned Ogre in Attack Position');
    const m = line?.msg;
    if (!m) throw new Error('no msg');
    expect(say('ja', 'en', m)).toBe('あなたはOgreを攻撃表示で通常召喚した');
    expect(say('zh', 'en', m)).toBe('你以攻击表示通常召唤了Ogre');
  });

  it('names cards in Japanese when asked and the card has a Japanese name', async () => {
    await loadLanguage('ja');
    const card = { en: 'Yggdrago the Sky Emperor', ja: '天帝龍樹ユグドラゴ' };
    expect(say('ja', 'ja', { key: 'log.activated', vars: { who: { key: 'log.opponent' }, card } })).toBe('相手は天帝龍樹ユグドラゴを発動した');
    expect(say('en', 'ja', { key: 'act.choose', vars: { card } })).toBe('Choose 天帝龍樹ユグドラゴ');
    expect(say('ja', 'ja', { key: 'act.choose', vars: { card: { en: 'Ogre' } } })).toBe('Ogreを選ぶ');
  });
});
