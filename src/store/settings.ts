// Player settings: animation speed and Trap auto-pass, kept in localStorage. The address may
// override the speed for one visit (?speed=instant), which the browser tests use.

export type Speed = 'slow' | 'normal' | 'fast' | 'instant';
export const SPEEDS: readonly Speed[] = ['slow', 'normal', 'fast', 'instant'];

export interface Settings {
  speed: Speed;
  /** Pass every Trap window without asking. */
  autoPass: boolean;
}

const KEY = 'rush-duel-settings';
export const DEFAULT_SETTINGS: Settings = { speed: 'normal', autoPass: false };

/** How long a beat of animation lasts relative to the normal speed. */
export function speedFactor(speed: Speed): number {
  switch (speed) {
    case 'slow':
      return 1.6;
    case 'normal':
      return 1;
    case 'fast':
      return 0.45;
    case 'instant':
      return 0;
  }
}

function isSpeed(v: unknown): v is Speed {
  return typeof v === 'string' && (SPEEDS as readonly string[]).includes(v);
}

function urlSpeed(): Speed | null {
  try {
    const v = new URLSearchParams(window.location.search).get('speed');
    return isSpeed(v) ? v : null;
  } catch {
    return null;
  }
}

export function loadSettings(): Settings {
  let saved: Partial<Settings> = {};
  try {
    const raw = window.localStorage.getItem(KEY);
    if (raw) saved = JSON.parse(raw) as Partial<Settings>;
  } catch {
    saved = {};
  }
  return {
    speed: urlSpeed() ?? (isSpeed(saved.speed) ? saved.speed : DEFAULT_SETTINGS.speed),
    autoPass: typeof saved.autoPass === 'boolean' ? saved.autoPass : DEFAULT_SETTINGS.autoPass,
  };
}

export function saveSettings(s: Settings): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(s));
  } catch {
    // Private mode or storage full: settings last for this visit only.
  }
}
