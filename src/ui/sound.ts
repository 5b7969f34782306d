// Short sounds made with WebAudio oscillators (no audio files): summon, attack, damage, win.
// Off by default (settings.sound); the AudioContext is made on the first sound, after the
// player has clicked something, as browsers require.

export type Sound = 'summon' | 'attack' | 'damage' | 'win';

/** Each note: frequency from → to (Hz), start and length (s), wave shape, loudness. */
type Note = [from: number, to: number, at: number, length: number, wave: OscillatorType, gain: number];

const SOUNDS: Record<Sound, Note[]> = {
  summon: [
    [440, 660, 0, 0.12, 'triangle', 0.18],
    [660, 990, 0.09, 0.14, 'triangle', 0.14],
  ],
  attack: [[900, 180, 0, 0.16, 'sawtooth', 0.1]],
  damage: [
    [160, 60, 0, 0.22, 'square', 0.12],
    [90, 45, 0.02, 0.25, 'sine', 0.2],
  ],
  win: [
    [523, 523, 0, 0.14, 'triangle', 0.16],
    [659, 659, 0.12, 0.14, 'triangle', 0.16],
    [784, 784, 0.24, 0.14, 'triangle', 0.16],
    [1047, 1047, 0.36, 0.32, 'triangle', 0.18],
  ],
};

let ctx: AudioContext | null = null;

export function playSound(sound: Sound): void {
  try {
    ctx ??= new AudioContext();
    const now = ctx.currentTime;
    for (const [from, to, at, length, wave, gain] of SOUNDS[sound]) {
      const osc = ctx.createOscillator();
      const amp = ctx.createGain();
      osc.type = wave;
      osc.frequency.setValueAtTime(from, now + at);
      osc.frequency.exponentialRampToValueAtTime(to, now + at + length);
      amp.gain.setValueAtTime(gain, now + at);
      amp.gain.exponentialRampToValueAtTime(0.001, now + at + length);
      osc.connect(amp).connect(ctx.destination);
      osc.start(now + at);
      osc.stop(now + at + length + 0.02);
    }
  } catch {
    // No audio here (no device, or WebAudio unavailable): the duel goes on silently.
  }
}
