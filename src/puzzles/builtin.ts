// The built-in puzzles, in rising difficulty. Each file is a scenario plus a goal, checked
// like an imported one when the catalogue loads (a broken file fails the tests, not the app).
import p1 from './data/01-first-maximum.json';
import p2 from './data/02-sky-emperor.json';
import p3 from './data/03-falling-leaves.json';
import p4 from './data/04-turn-it-over.json';
import p5 from './data/05-cranked.json';
import p6 from './data/06-multistrike.json';
import p7 from './data/06b-clean-sweep.json';
import p8 from './data/07-heavenly-invitation.json';
import p9 from './data/07b-graceful-charity.json';
import p10 from './data/08-phoenix.json';
import p11 from './data/09-ropero.json';
import p12 from './data/10-heavenly-gift.json';
import p13 from './data/11-electromagnetic.json';
import p14 from './data/12-piercing-storm.json';
import p15 from './data/12b-brandish.json';
import p16 from './data/12c-trap-proof.json';
import p17 from './data/13-weather-eel.json';
import p18 from './data/14-underdog.json';
import p19 from './data/15-deep-sea.json';
import p20 from './data/16-skystream.json';
import p21 from './data/17-hold-the-line.json';
import p22 from './data/18-two-overlords.json';
import { checkPuzzle } from './validate';
import type { Puzzle } from './types';

const FILES: unknown[] = [p1, p2, p3, p4, p5, p6, p7, p8, p9, p10, p11, p12, p13, p14, p15, p16, p17, p18, p19, p20, p21, p22];

function load(v: unknown): Puzzle {
  const c = checkPuzzle(v);
  if (!c.ok) throw new Error(`built-in puzzle is broken: ${c.error}`);
  return c.puzzle;
}

let cache: Puzzle[] | null = null;

/** Every built-in puzzle, checked once on first use. */
export function builtinPuzzles(): Puzzle[] {
  cache ??= FILES.map(load);
  return cache;
}
