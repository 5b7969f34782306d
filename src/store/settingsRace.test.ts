// A setting changed before storage answered must not flip back when the stored ones arrive
// (the browser test "switch the language" caught the language reverting on a slow start).
import { describe, expect, it } from 'vitest';
import { changedSettings, DEFAULT_SETTINGS } from './settings';

describe('settings changed while storage is still loading', () => {
  it('are exactly the fields that differ from the start', () => {
    expect(changedSettings({ ...DEFAULT_SETTINGS, language: 'ja', sound: true }, DEFAULT_SETTINGS)).toEqual({ language: 'ja', sound: true });
  });

  it('are none when nothing was touched, so the stored settings apply whole', () => {
    expect(changedSettings({ ...DEFAULT_SETTINGS }, DEFAULT_SETTINGS)).toEqual({});
  });
});
