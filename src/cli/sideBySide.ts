// Runs npm scripts side by side: the first in front (its output live), the others one after
// another behind it at a lower CPU priority, the output of each printed whole when it ends.
// `npm test` runs the browser tests in front and the type-check, lint, unit tests and bundle gate
// behind: the browser tests spend most of their time waiting (page loads, the app's pauses) and
// leave CPU idle that the others fill, while the lower priority keeps the browser's steps on
// time. Every script runs to its end; the exit code is the first failure's, else 0.
//   usage: tsx src/cli/sideBySide.ts <front script> <behind script>...
import { spawn } from 'node:child_process';

const [front, ...behind] = process.argv.slice(2);
if (!front) {
  console.error('usage: tsx src/cli/sideBySide.ts <front npm script> <behind npm script>...');
  process.exit(2);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
// `nice` lowers the priority of the script and of every process and thread it starts.
const lower = (args: string[]): [string, string[]] =>
  process.platform === 'win32' ? [npm, args] : ['nice', ['-n', '10', npm, ...args]];

interface Ended {
  script: string;
  code: number;
  seconds: number;
}

function run(script: string, inFront: boolean): Promise<Ended> {
  const started = Date.now();
  const args = ['run', '-s', script];
  const [cmd, argv] = inFront ? [npm, args] : lower(args);
  const child = spawn(cmd, argv, { stdio: inFront ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  const out: Buffer[] = [];
  child.stdout?.on('data', (b: Buffer) => out.push(b));
  child.stderr?.on('data', (b: Buffer) => out.push(b));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      if (!inFront) {
        process.stdout.write(`\n---------- npm run ${script} (ran behind, ${seconds} s) ----------\n`);
        process.stdout.write(Buffer.concat(out));
      }
      resolve({ script, code: code ?? (signal ? 1 : 0), seconds });
    });
  });
}

async function chain(scripts: string[]): Promise<Ended[]> {
  const done: Ended[] = [];
  for (const s of scripts) done.push(await run(s, false));
  return done;
}

const [first, rest] = await Promise.all([run(front, true), chain(behind)]);
const ended = [first, ...rest];
for (const e of ended) console.log(`${e.code === 0 ? 'ok  ' : 'FAIL'} npm run ${e.script}: ${e.seconds} s`);
process.exit(ended.find((e) => e.code !== 0)?.code ?? 0);
