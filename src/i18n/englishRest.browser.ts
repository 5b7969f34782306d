// In the browser the English strings past the first duel screen are a chunk of their own
// (./enRest.ts), loaded by src/i18n/index.ts loadEnglishRest; Node has them at once (./englishRest.ts).
export const EN_REST_NOW: Readonly<Record<string, string>> | null = null;
export const loadEnRest = (): Promise<Readonly<Record<string, string>>> => import('./enRest').then((m) => m.EN_REST);
