// Reading a FILE argument of a command: at most the input cap (so /dev/zero or any endless
// stream cannot hang it), as UTF-8, with a leading byte order mark dropped.
import { closeSync, openSync, readSync } from 'node:fs';
import { MAX_INPUT_CHARS } from '../engine';

export type ReadInput = { ok: true; text: string } | { ok: false; error: string };

/** The text of `path`, or why it cannot be had (missing, unreadable, larger than `max` bytes). */
export function readInput(path: string, max = MAX_INPUT_CHARS): ReadInput {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (e) {
    const code = (e as { code?: string }).code;
    return { ok: false, error: code === 'ENOENT' ? `${path}: no such file` : `${path}: cannot be read (${code ?? 'error'})` };
  }
  try {
    const chunks: Buffer[] = [];
    let total = 0;
    const buf = Buffer.alloc(64 * 1024);
    for (;;) {
      const n = readSync(fd, buf, 0, buf.length, null);
      if (n === 0) break;
      total += n;
      if (total > max) return { ok: false, error: `${path}: the file is too large (more than ${max} bytes)` };
      chunks.push(Buffer.from(buf.subarray(0, n)));
    }
    const text = Buffer.concat(chunks).toString('utf8');
    return { ok: true, text: text.charCodeAt(0) === 0xfeff ? text.slice(1) : text };
  } catch (e) {
    return { ok: false, error: `${path}: cannot be read (${(e as { code?: string }).code ?? 'error'})` };
  } finally {
    closeSync(fd);
  }
}
