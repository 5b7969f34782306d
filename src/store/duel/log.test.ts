// The store's own log lines are message keys, shown in the player's language; numbering goes on
// from a resumed log, and the AI's reason rides on the first line of its move.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguage, msg, say } from '../../i18n';
import { duelLog } from './log';

beforeAll(() => Promise.all([loadLanguage('ja'), loadLanguage('zh')]));

describe('the duel log book', () => {
  it('words the auto-pass and undo notes in English, Japanese and Chinese', () => {
    const log = duelLog();
    const shown = (key: 'log.autoPassed' | 'log.undone') => {
      const line = log.note(key);
      expect(line.msg).toEqual({ key });
      return (['en', 'ja', 'zh'] as const).map((lang) => say(lang, 'en', line.msg ?? msg(key)));
    };
    expect(shown('log.autoPassed')).toEqual(['You passed (auto-pass is on)', 'あなたはパスした（自動パスがオン）', '你选择了跳过（自动跳过已开启）']);
    expect(shown('log.undone')).toEqual(['Undone: back to your last decision.', '取り消し：直前の判断に戻った。', '已撤销：回到你上一次的决定。']);
  });

  it('numbers on from the lines it resumes', () => {
    const log = duelLog([{ id: 41, text: 'x', seat: null, tone: 'plain' }]);
    expect(log.note('log.redone').id).toBe(42);
    expect(log.lastId()).toBe(42);
  });
});
