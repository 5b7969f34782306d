// A replay as a file (JSON) and as a link (#replay=...: the JSON deflated, base64url). Both
// are read back through readReplay, so a damaged or foreign one is refused with a reason.
import { readReplay, type ReplayRecord } from '../persist/records';
import { MAX_INPUT_CHARS } from '../engine';
import type { IoText } from '../i18n/inputText';

export const REPLAY_FORMAT = 'rush-duel-replay';

export function replayFile(r: ReplayRecord): string {
  return JSON.stringify({ format: REPLAY_FORMAT, ...r });
}

export type ReadReplay = { ok: true; replay: ReplayRecord } | { ok: false; error: IoText };

export function readReplayFile(text: string): ReadReplay {
  if (text.length > MAX_INPUT_CHARS) return { ok: false, error: { key: 'replay.tooLarge', vars: { n: text.length, max: MAX_INPUT_CHARS } } };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, error: { key: 'replay.notJson' } };
  }
  if (typeof raw !== 'object' || raw === null || (raw as { format?: unknown }).format !== REPLAY_FORMAT) {
    return { ok: false, error: { key: 'replay.foreign' } };
  }
  const { format: _format, ...rest } = raw as Record<string, unknown>;
  const r = readReplay(rest);
  return r.ok ? { ok: true, replay: r.value } : { ok: false, error: { key: 'replay.damaged', vars: { why: r.why } } };
}

/** Compresses or expands `bytes`; stops with an error past `max` bytes out (a small link may expand hugely). */
async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream, max = MAX_INPUT_CHARS): Promise<Uint8Array> {
  const reader = new Blob([bytes as BlobPart]).stream().pipeThrough(stream).getReader();
  const parts: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > max) {
      await reader.cancel();
      throw new Error('too large');
    }
    parts.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

function toBase64Url(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(s: string): Uint8Array {
  const bin = atob(s.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

export async function encodeReplayLink(r: ReplayRecord): Promise<string> {
  return toBase64Url(await pipe(new TextEncoder().encode(replayFile(r)), new CompressionStream('deflate-raw')));
}

export async function decodeReplayLink(code: string): Promise<ReadReplay> {
  if (code.length > MAX_INPUT_CHARS) return { ok: false, error: { key: 'replay.linkTooLarge', vars: { n: code.length, max: MAX_INPUT_CHARS } } };
  try {
    const bytes = await pipe(fromBase64Url(code.trim()), new DecompressionStream('deflate-raw'));
    return readReplayFile(new TextDecoder().decode(bytes));
  } catch {
    return { ok: false, error: { key: 'replay.linkCut' } };
  }
}
