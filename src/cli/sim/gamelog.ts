// Prints seeded AI duels move by move, with each AI's one-line explanation and the board at
// the start of every turn, to read its play like a player would (a duel session with a log
// observer). Usage:
//   npx tsx src/cli/sim/gamelog.ts --p0 hard --p1 normal --deck0 maximum --seed 1 --games 2 [--from F]
import { writeFileSync } from 'node:fs';
import { cardDef, monsterAtk, monsterDef, runDuel, serialize, nextInt, seedRng, textKey } from '../../engine';
import type { Action, DeckList, DuelState, Player, Seat, SessionObserver } from '../../engine';
import { CARD_POOL } from '../../cards/pool';
import { randomPoolDeck } from '../../decks/randomDeck';
import { ownCardsOf } from '../../ai/ownCards';
import { POOL_DECK, poolDeckSeed } from './run';
import { aiDecision } from '../../ai/player';
import { mixSeed } from '../../ai/rand';
import { english } from '../../i18n';
import { tickClock } from '../../ai/testing';
import type { AiLevel } from '../../ai/protocol';
import { loadDeck } from './decks';
import { builtinRuleset } from '../../cards/ruleset';
import { duelSeed } from '../bench/seeds';

function arg(name: string, dflt: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] as string) : dflt;
}

function nm(s: DuelState, uid: number): string {
  try {
    return cardDef(s, uid).name;
  } catch {
    return `#${uid}`;
  }
}

function boardLine(s: DuelState, seat: Seat): string {
  const p = s.players[seat];
  const mons = p.monsters.map((m) => (m ? `${nm(s, m.uid)}${m.faceDown ? '(set)' : ''} ${monsterAtk(s, m)}/${monsterDef(s, m) ?? '-'}${m.position === 'defense' ? ' DEF' : ''}` : '-'));
  const st = p.spellTraps.map((x) => (x ? `${nm(s, x.uid)}${x.faceDown ? '(set)' : ''}` : '-'));
  return `  P${seat} LP ${p.lp} | M: ${mons.join(', ')} | S/T: ${st.join(', ')} | hand: ${p.hand.map((u) => nm(s, u)).join(', ')} | GY ${p.gy.length}`;
}

function describe(s: DuelState, a: Action): string {
  const c = (u: number | 'direct'): string => (u === 'direct' ? 'direct' : nm(s, u));
  switch (a.type) {
    case 'summon': return `summon ${c(a.card)} ${a.position}`;
    case 'maximumSummon': return `MAXIMUM ${c(a.card)}`;
    case 'setSpellTrap': return `set S/T ${c(a.card)}`;
    case 'changePosition': return `change position ${c(a.card)}`;
    case 'attack': return `attack ${c(a.target)} with ${c(a.attacker)}`;
    case 'select': return `select ${c(a.card)}`;
    case 'activate': return `activate ${c(a.card)} (${a.effect})`;
    case 'ruleSummon': return `rule summon ${c(a.card)}`;
    case 'contactFusion': return `Contact Fusion ${c(a.card)} from ${a.materials.map(c).join(' + ')} ${a.position}`;
    default: return JSON.stringify(a);
  }
}

const levels = [arg('p0', 'hard'), arg('p1', 'normal')] as [AiLevel | 'random', AiLevel | 'random'];
const games = Number(arg('games', '1'));
const base = Number(arg('seed', '1'));
// 'pool': the random pool decks `npm run sim -- --deck0 pool` deals for game g (first half).
const pool = [...CARD_POOL.values()];
const deckFor = (name: string, g: number, p: 0 | 1): DeckList => (name === POOL_DECK ? randomPoolDeck(pool, poolDeckSeed(base, g, p)) : loadDeck(name).deck);
// --dump G:T writes game G's state at the start of turn T to gamelog-G-T.json (for a test board).
const dump = arg('dump', '');
// --from F starts at deal F (a deal of a long run is read without replaying those before it).
const from = Number(arg('from', '0'));
if (!Number.isInteger(from) || from < 0) {
  console.error(`--from must be a deal number (0 or more), not ${JSON.stringify(arg('from', ''))}`);
  process.exit(2);
}
for (let g = from; g < from + games; g++) {
  const seed = duelSeed(base, g);
  const d0 = deckFor(arg('deck0', 'maximum'), g, 0);
  const d1 = deckFor(arg('deck1', arg('deck0', 'maximum')), g, 1);
  const rng = seedRng(mixSeed(seed, 0x51));
  console.log(`=== game ${g} seed ${seed}: P0 ${levels[0]} vs P1 ${levels[1]}`);
  // The AI's one-line reason for the action being played.
  let why = '';
  // A random pick from the duel's shared stream, then the AI's answer (on a fresh tick clock) if the seat has a level.
  const seatPlayer = (seat: Seat): Player => {
    const lv = levels[seat];
    let own: number[] | null = null;
    return {
      choose(t) {
        const random = t.legal[nextInt(rng, t.legal.length)] as Action;
        why = '';
        if (lv === 'random') return random;
        own ??= ownCardsOf(t.state, seat);
        const d = aiDecision({ level: lv, seat, seed, budgetMs: 1000 }, { ...t, clock: tickClock() }, own);
        why = d.response.explanation ? english(d.response.explanation) : '';
        return d.mapped ?? random;
      },
    };
  };
  let turn = -1;
  // The board at the start of every turn, then each decision with two or more legal actions.
  const log: SessionObserver = {
    onAction({ before: s, legal, action, seat }) {
      if (s.turn !== turn) {
        turn = s.turn;
        console.log(`-- turn ${turn} (P${s.turnPlayer})`);
        console.log(boardLine(s, 0));
        console.log(boardLine(s, 1));
        if (dump === `${g}:${turn}`) writeFileSync(`gamelog-${g}-${turn}.json`, serialize(s));
      }
      if (legal.length > 1) console.log(`  P${seat} [${s.pending?.kind}] ${describe(s, action)}   // ${why}`);
    },
  };
  const r = runDuel({
    start: { ruleset: builtinRuleset(), decks: [d0, d1], seed, firstPlayer: 0, splitExtra: true },
    players: [seatPlayer(0), seatPlayer(1)],
    observers: [log],
    maxTurns: 200,
    maxSteps: 5000,
  });
  if (r.refusal) throw new Error(textKey(r.refusal.error));
  const s = r.final;
  console.log(`=== winner ${String(s.winner)} at turn ${s.turn}`);
  console.log(boardLine(s, 0));
  console.log(boardLine(s, 1));
}
