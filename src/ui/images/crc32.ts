// CRC-32 (IEEE 802.3, the one zip uses), by table, fed in chunks:
// crc32End(crc32(b, crc32(a, CRC32_START))) is the CRC-32 of a then b.
// Signed 32-bit entries and no `>>> 0` inside the loop: the running value stays a small
// integer for the engine, about 3 times faster than unsigned values (docs/web.md).
let table: Int32Array | undefined;

function makeTable(): Int32Array {
  const t = new Int32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c;
  }
  return t;
}

export const CRC32_START = 0xffffffff;

/** The running CRC after `bytes`. */
export function crc32(bytes: Uint8Array, crc = CRC32_START): number {
  const t = (table ??= makeTable());
  let c = crc | 0;
  for (let i = 0; i < bytes.length; i++) c = t[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return c >>> 0;
}

/** The finished CRC-32 value of a running CRC. */
export function crc32End(crc: number): number {
  return (crc ^ 0xffffffff) >>> 0;
}
