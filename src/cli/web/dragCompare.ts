// npx tsx src/cli/web/dragCompare.ts <built dir A> <built dir B> [rounds]: the bench:web drag
// figure (dragFrameP95Ms) for two builds, interleaved A B A B… so both see the same load of a
// shared machine. Prints each round and the median of each side.
import { dragFrameP95Ms, launch } from './browserFigures';
import { serveDir } from './serveDir';

const [dirA, dirB, roundsArg] = process.argv.slice(2);
if (!dirA || !dirB) throw new Error('usage: dragCompare.ts <dir A> <dir B> [rounds]');
const rounds = Number(roundsArg ?? 5);
const a = await serveDir(dirA, 4194);
const b = await serveDir(dirB, 4195);
const browser = await launch();
const figures: Record<'A' | 'B', number[]> = { A: [], B: [] };
const median = (xs: number[]): number => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)] ?? NaN;
try {
  for (let i = 0; i < rounds; i++) {
    for (const [side, served] of i % 2 === 0 ? ([['A', a], ['B', b]] as const) : ([['B', b], ['A', a]] as const)) {
      figures[side].push(await dragFrameP95Ms(browser, served.url));
    }
    console.log(`round ${i + 1}: A ${figures.A.at(-1)} ms, B ${figures.B.at(-1)} ms`);
  }
  console.log(JSON.stringify({ A: figures.A, B: figures.B, medianA: median(figures.A), medianB: median(figures.B) }));
} finally {
  await browser.close();
  await a.close();
  await b.close();
}
