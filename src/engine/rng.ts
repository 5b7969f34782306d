// sfc32 (Chris Doty-Humphrey's small fast counting generator), 32-bit state words.
// The generator state lives in the duel state so a duel is reproducible from its seed.

export type RngState = [number, number, number, number];

/** Expands a 32-bit seed into an sfc32 state with splitmix32, then warms it up. */
export function seedRng(seed: number): RngState {
  let s = seed >>> 0;
  const next = (): number => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  const st: RngState = [next(), next(), next(), 1];
  for (let i = 0; i < 12; i++) nextUint32(st);
  return st;
}

/** Advances st in place and returns the next 32-bit value. */
export function nextUint32(st: RngState): number {
  // Indexed reads, not `[a, b, c, d] = st`: destructuring goes through the array iterator
  // (about 5% of a vanilla bench profile).
  let a = st[0];
  let b = st[1];
  let c = st[2];
  let d = st[3];
  const t = (((a + b) >>> 0) + d) >>> 0;
  d = (d + 1) >>> 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) >>> 0;
  c = ((c << 21) | (c >>> 11)) >>> 0;
  c = (c + t) >>> 0;
  st[0] = a >>> 0;
  st[1] = b;
  st[2] = c;
  st[3] = d;
  return t;
}

/** Uniform integer in [0, n) without modulo bias. n must be in 1..2^32. */
export function nextInt(st: RngState, n: number): number {
  if (n <= 1) return 0;
  const limit = Math.floor(0x100000000 / n) * n;
  for (;;) {
    const x = nextUint32(st);
    if (x < limit) return x % n;
  }
}

/** Fisher-Yates shuffle of arr in place. */
export function shuffleInPlace<T>(st: RngState, arr: T[]): void {
  for (let i = arr.length - 1; i > 0; i--) {
    const j = nextInt(st, i + 1);
    const tmp = arr[i] as T;
    arr[i] = arr[j] as T;
    arr[j] = tmp;
  }
}
