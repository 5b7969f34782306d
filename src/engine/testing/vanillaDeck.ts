// The property tests play the benchmark's 40-card Normal monster deck (Levels 1-8, so
// Tribute Summons happen): one definition of it, in src/cli/bench/vanillaDeck.ts.
export { VANILLA_DECKS, VANILLA_MAIN } from '../../cli/bench/vanillaDeck';
