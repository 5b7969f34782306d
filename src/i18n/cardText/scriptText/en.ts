// The text of the script cards in English: the project's own wording of what each script in
// src/cards/scripts does (never the official card text).
import type { ScriptBook } from './types';

export const EN_SCRIPT_TEXT: ScriptBook = {};
