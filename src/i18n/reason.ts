// Every refusal the engine gives is shown through this one function. Today the engine's
// reasons are English sentences and are shown as they are; when they become codes
// (`{ code, params }`), this is the one place that turns them into words in each language.
import type { Lang } from './index';

export type EngineReason = string | { code: string; params?: Record<string, string | number> };

/** An engine refusal as words for the player. */
export function reasonText(reason: EngineReason, lang: Lang = 'en'): string {
  void lang;
  if (typeof reason === 'string') return reason;
  const params = reason.params ? ` (${Object.entries(reason.params).map(([k, v]) => `${k}: ${v}`).join(', ')})` : '';
  return `${reason.code}${params}`;
}
