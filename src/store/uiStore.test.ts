import { beforeEach, describe, expect, it } from 'vitest';
import { useUiStore } from './uiStore';

describe('uiStore', () => {
  beforeEach(() => {
    useUiStore.getState().reset();
  });

  it('starts idle', () => {
    expect(useUiStore.getState().status).toBe('idle');
  });

  it('records that a duel was requested', () => {
    useUiStore.getState().startDuel();
    expect(useUiStore.getState().status).toBe('requested');
  });
});
