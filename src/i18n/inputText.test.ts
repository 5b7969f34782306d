import { describe, expect, it } from 'vitest';
import { IO_EN, IO_JA, IO_ZH, ioText, type IoKey } from './inputText';

const vars = (s: string): string[] => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();

describe('input messages in every language', () => {
  it('each message names the same values in English, Japanese and Chinese, and ja/zh are not English', () => {
    for (const key of Object.keys(IO_EN) as IoKey[]) {
      expect(vars(IO_JA[key]), key).toEqual(vars(IO_EN[key]));
      expect(vars(IO_ZH[key]), key).toEqual(vars(IO_EN[key]));
      expect(IO_JA[key].replace(/\{\w+\}|JSON|ID/g, ''), key).not.toMatch(/[A-Za-z]{3,}/);
      expect(IO_ZH[key].replace(/\{\w+\}|JSON|ID|Rush Duel/g, ''), key).not.toMatch(/[A-Za-z]{3,}/);
    }
  });
  it('fills in the values', () => {
    expect(ioText('en', { key: 'skip.noId', vars: { id: 42 } })).toBe('no card with id 42 in this card pool');
    expect(ioText('ja', { key: 'share.copies', vars: { n: 61 } })).toBe('この共有コードはデッキではありません：1種類のカードが61枚になっています。');
  });
});
