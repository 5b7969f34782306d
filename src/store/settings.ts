// Player settings, stored through src/persist (IndexedDB). The address may override the
// speed for one visit (?speed=instant), which the browser tests use.
import type { AiLevel } from '../ai/protocol';

export type Speed = 'slow' | 'normal' | 'fast' | 'instant';
export const SPEEDS: readonly Speed[] = ['slow', 'normal', 'fast', 'instant'];
export type Language = 'en' | 'ja' | 'zh';
export const LANGUAGES: readonly Language[] = ['en', 'ja', 'zh'];
export type CardNames = 'en' | 'ja';
const LEVELS: readonly AiLevel[] = ['easy', 'normal', 'hard'];

export interface Settings {
  speed: Speed;
  /** Pass every Trap window without asking. */
  autoPass: boolean;
  /** Fades instead of movement, whatever the system says. */
  reducedMotion: boolean;
  /** Short synthesised sounds for summons, attacks, damage and the win. */
  sound: boolean;
  /** Interface language. */
  language: Language;
  /** Card names in English or Japanese. */
  cardNames: CardNames;
  /** The difficulty the start screen offers first. */
  aiLevel: AiLevel;
}

export const DEFAULT_SETTINGS: Settings = {
  speed: 'normal',
  autoPass: false,
  reducedMotion: false,
  sound: false,
  language: 'en',
  cardNames: 'en',
  aiLevel: 'normal',
};

/** Where settings lived before IndexedDB; read once so nobody loses them. */
export const LEGACY_KEY = 'rush-duel-settings';

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

const oneOf = <T extends string>(list: readonly T[], v: unknown): v is T => typeof v === 'string' && (list as readonly string[]).includes(v);

/**
 * Settings from stored data: every valid field is kept, every other one falls back to its
 * default and is named in `bad` (older data simply lacks the newer fields: not bad).
 */
export function readSettings(raw: unknown): { settings: Settings; bad: string[] } {
  const o = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const bad: string[] = [];
  const pick = <K extends keyof Settings>(key: K, ok: (v: unknown) => boolean): Settings[K] => {
    const v = o[key];
    if (v === undefined) return DEFAULT_SETTINGS[key];
    if (ok(v)) return v as Settings[K];
    bad.push(key);
    return DEFAULT_SETTINGS[key];
  };
  const isBool = (v: unknown): boolean => typeof v === 'boolean';
  const settings: Settings = {
    speed: pick('speed', (v) => oneOf(SPEEDS, v)),
    autoPass: pick('autoPass', isBool),
    reducedMotion: pick('reducedMotion', isBool),
    sound: pick('sound', isBool),
    language: pick('language', (v) => oneOf(LANGUAGES, v)),
    cardNames: pick('cardNames', (v) => oneOf(['en', 'ja'] as const, v)),
    aiLevel: pick('aiLevel', (v) => oneOf(LEVELS, v)),
  };
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) bad.push('all');
  return { settings, bad };
}

export function urlSpeed(): Speed | null {
  try {
    const v = new URLSearchParams(window.location.search).get('speed');
    return oneOf(SPEEDS, v) ? v : null;
  } catch {
    return null;
  }
}

/** The settings before storage has answered: defaults, and the address's speed. */
export function initialSettings(): Settings {
  return { ...DEFAULT_SETTINGS, speed: urlSpeed() ?? DEFAULT_SETTINGS.speed };
}

/** The fields of `now` that differ from `start` (what the player changed since start). */
export function changedSettings(now: Settings, start: Settings): Partial<Settings> {
  const out: Partial<Settings> = {};
  for (const k of Object.keys(now) as (keyof Settings)[]) if (now[k] !== start[k]) Object.assign(out, { [k]: now[k] });
  return out;
}
