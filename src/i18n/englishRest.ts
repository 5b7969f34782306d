// The rest of the English strings for Node (tests, CLI tools): there at once. The browser
// build resolves #en-rest to englishRest.browser.ts instead (package.json "imports"), which
// loads them as a chunk of their own.
import { EN_REST } from './enRest';

export const EN_REST_NOW: Readonly<Record<string, string>> | null = EN_REST;
export const loadEnRest = (): Promise<Readonly<Record<string, string>>> => Promise.resolve(EN_REST);
