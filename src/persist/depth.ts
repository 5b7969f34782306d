// How deep a value read from outside nests, measured without recursion: stored records, files
// and links may hold JSON nested thousands deep, and every recursive step over them (a log
// message rendered, a copy for IndexedDB, JSON.stringify for a download) would then overflow
// the stack. Readers refuse such a value first, so nothing after them ever meets one.

/** Deeper than any record the app writes (a duel's log line: record, log, line, msg, vars, msg...). */
export const MAX_RECORD_DEPTH = 32;

/** Whether `v` nests arrays or objects more than `max` levels deep. */
export function deeperThan(v: unknown, max: number): boolean {
  const todo: [unknown, number][] = [[v, 0]];
  while (todo.length > 0) {
    const [x, depth] = todo.pop() as [unknown, number];
    if (typeof x !== 'object' || x === null) continue;
    if (depth >= max) return true;
    for (const y of Array.isArray(x) ? x : Object.values(x)) if (typeof y === 'object' && y !== null) todo.push([y, depth + 1]);
  }
  return false;
}
