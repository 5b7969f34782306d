// Card text in English: the project's own wording, generated from card documents.
import { BATTLE_RULE_TEXT } from './words/battleRules';
import { isMoreTrigger, moreTriggerText, summonFromText } from './words/triggers';
import type { SummonedHow } from '../../engine/docs';
import type { Group, Phrasebook } from './phrasebook';
import { inWords } from './numberWords';
import { existsEn, numberAmong } from './enCounts';
import { raceName } from './terms';
import { SAME_EN, aMaterial, adjectives, again, choiceWords, count, noun, orList, quote, stats, where } from './enGroups';

export const EN_CARD_TEXT: Phrasebook = {
  lang: 'en',
  evenIfZero: (clause) => `${clause} (even if that comes to 0)`,
  lpDifference: "the difference between both players' LP",
  tributesOriginalAtk: 'the original ATK, added up, of the monsters this card took as Tributes when it was Tribute Summoned face-up',
  dieResult: 'the result of the roll',
  sameCount: (a, b) => `the number of ${a} equals the number of ${b}`,
  higher: (stat, a, b) => `the ${stat === 'level' ? 'Level' : 'ATK'} of ${a} is higher than the ${stat === 'level' ? 'Level' : 'ATK'} of ${b}`,
  moreCount: (a, b) => `the number of ${a} is greater than the number of ${b}`,
  countDifference: (a, b) => `the gap between the number of ${a} and the number of ${b}`,
  atkDifference: (a, b) => `the gap between the ATK of ${a} and the ATK of ${b}`,
  lpBy: (cmp, n) => (cmp === 'lower' ? `your LP are ${n} or more below your opponent's` : `your LP are ${n} or more above your opponent's`),
  withLevels: (clause, min, max, atk) => `${clause} whose ${atk ? 'combined ATK is' : 'Levels add up to'} ${min !== undefined && max !== undefined ? (min === max ? `${min}` : `${min} to ${max}`) : min !== undefined ? `${min} or more` : typeof max === 'string' ? `at most ${max}` : `${max ?? 0} or less`}`,
  totalLevels: (cards) => `the sum of the Levels of ${cards}`,
  lockTraps: 'no player may activate a Trap Card, so no Trap effect can resolve',
  summonedFrom: (clause, from) =>
    clause.replace(/ this turn/, ` from your ${from.map((f) => (f === 'gy' ? 'GY' : f === 'extra' ? 'Extra Deck' : f === 'deck' ? 'Deck' : 'hand')).join(' or ')} this turn`),
  distinctAtLeast: (kind, group, n) => `there are ${n} or more different ${kind === 'race' ? 'Types' : kind === 'attribute' ? 'Attributes' : kind === 'level' ? 'Levels' : 'names'} among the ${group}`,
  attackTarget: 'the monster being attacked',
  equipped: 'the monster equipped with this card',
  tributeValue: (cards, n, monster, position, when) =>
    `${cards} ${/^the \w+ (cards|monsters)$/.test(cards) ? 'each count' : 'counts'} as ${inWords(n)} Tributes when ${monster} is Tribute Summoned by you${position ? ` in ${position === 'attack' ? 'Attack' : 'Defense'} Position` : ''}${when ? ` ${when.replace(/,\s*$/, '').replace(/^\w/, (c) => c.toLowerCase())}` : ''}`,
  extraAttacksOnMonsters: (cards, n, when) =>
    `${when}${cards} can make ${n === 1 ? 'a second attack' : `${inWords(n)} extra attacks`} on monsters (not after attacking directly)`,
  noMoreThan: (clause, of) => `${clause}, no more than the number of ${of}`,
  sentFromHand: (plural, who) => `the card${plural ? 's' : ''} sent from ${who === 'you' ? 'your' : "your opponent's"} hand`,
  chooseRandom: (what, howMany) => `pick ${what} at random${howMany ? ' (you decide how many)' : ''}`,
  chooseRandomUpTo: (what, of) => `pick ${what} at random (you decide how many, up to the count of ${of})`,
  excavateOpponent: (n) => (n === 1 ? 'your opponent reveals the card on top of their Deck' : `your opponent reveals the top ${inWords(n)} cards of their Deck`),
  moveInOrder: (cards, to, who) => `${who === 'you' ? 'you put' : 'your opponent puts'} ${cards} on the ${to === 'deckTop' ? 'top' : to === 'deckBottom' ? 'bottom' : 'top or the bottom (your choice)'} of the Deck in the order ${who === 'you' ? 'you pick' : 'they pick'}`,
  choiceLabel: (k, n) => `[Choice ${k} of ${n}: activate one of them, once per turn in all]\n`,
  revealed: (plural, monsters) => `the revealed ${monsters ? 'monster' : 'card'}${plural ? 's' : ''}`,
  changedCards: (to) => `the monsters whose position this effect changed${to === 'attack' ? ' to Attack Position' : to === 'defense' ? ' to Defense Position' : to === 'faceDownDefense' ? ' to face-down' : to === 'faceUpDefense' ? ' to face-up Defense Position' : ''}`,
  fusionSummoned: 'the monster Fusion Summoned this way',
  movedCards: (to, shuffle, plural) =>
    `the ${plural ? 'cards' : 'card'} ${to === 'hand' ? 'added to the hand' : shuffle ? 'shuffled into the Deck' : `put on the ${to === 'deckTop' ? 'top' : 'bottom'} of the Deck`}`,
  allSame: (clause, stat) => `${clause}, all with the same ${SAME_EN[stat]}`,
  numberIs: (cards, min, max) =>
    numberAmong(cards, min, max) ??
    `the number of ${cards} is ${min !== undefined && max !== undefined ? (min === max ? `exactly ${inWords(min)}` : `${inWords(min)} to ${inWords(max)}`) : min !== undefined ? `${inWords(min)} or more` : `${inWords(max ?? 0)} or less`}`,
  chooseAsMany: (what, of) => `choose as many ${what} as ${of}`,
  until: (d) => (d === 'thisMainPhase' ? 'for the rest of this Main Phase' : d === 'thisTurn' ? 'for the rest of the turn' : d === 'opponentsNextTurn' ? "until your opponent's next turn is over" : d === 'yourNextTurn' ? 'until your next turn is over' : 'for as long as it stays face-up'),
  when: (d) => (d === 'thisMainPhase' ? 'during this Main Phase, ' : d === 'thisTurn' ? 'this turn, ' : d === 'opponentsNextTurn' ? "until your opponent's next turn is over, " : d === 'yourNextTurn' ? 'until your next turn is over, ' : 'for as long as it stays face-up, '),
  labels: { trigger: 'Trigger: ', condition: 'Condition: ', cost: 'Cost: ', effect: 'Effect: ', continuous: 'Continuous: ', maximum: '[MAXIMUM] ' },
  turnIs: (who) => (who === 'you' ? 'it is your turn' : "it is your opponent's turn"),
  lpIs: (cmp) => (cmp === 'notHigher' ? "your LP are not above your opponent's" : `your LP are ${cmp} than your opponent's`),
  lasting(kind, monsters, amount, immune) {
    switch (kind) {
      case 'atk':
      case 'def':
      case 'atkDef':
        // A value read off the board ("as much ATK as the highest original ATK among ...").
        if (amount?.equal) return `${monsters} ${amount.n < 0 ? 'loses' : 'gains'} as much ${kind === 'atkDef' ? 'ATK and DEF' : kind.toUpperCase()} as ${Math.abs(amount.n) === 1 ? '' : `${Math.abs(amount.n)} times `}${amount.equal}`;
        return `${monsters} ${(amount?.n ?? 0) < 0 ? 'loses' : 'gains'} ${Math.abs(amount?.n ?? 0)} ${kind === 'atkDef' ? 'ATK and DEF' : kind.toUpperCase()}${amount?.per ? ` ${amount.per}` : ''}`;
      case 'tributeValue':
      case 'tributeValueAttack':
        return EN_CARD_TEXT.tributeValue(monsters, amount?.n ?? 2, 'a monster', kind === 'tributeValueAttack' ? 'attack' : undefined, '');
      case 'level':
        return `the Level of ${monsters} goes ${(amount?.n ?? 0) < 0 ? 'down' : 'up'} by ${Math.abs(amount?.n ?? 0)}`;
      case 'extraAttacks':
        return `${monsters} can attack ${amount?.n === 1 ? 'twice' : `${inWords((amount?.n ?? 0) + 1)} times`} each turn`;
      case 'extraAttacksOnMonsters':
        return `each turn, ${monsters} can attack monsters up to ${inWords((amount?.n ?? 0) + 1)} times (no further attack once it has attacked directly)`;
      case 'piercing':
        return `${monsters} deals piercing battle damage`;
      case 'battleImmune':
        return `${monsters} cannot be destroyed in battle${immune?.against ? ` against ${immune.against.replace(/ on the field$/, '')}` : ''}`;
      case 'directAttack':
      case 'noDirectAttack':
      case 'cannotAttack':
      case 'noTrapsOnAttack':
      case 'keepsAttackPosition':
      case 'keepsControl':
      case 'noBattleDamage':
        return BATTLE_RULE_TEXT.en.lasting(kind, monsters);
      case 'effectImmune': {
        if (immune?.source) return `${monsters} cannot be destroyed by the effects of ${immune.source.replace(/^an? /, 'any ')}`;
        const kinds = immune?.cards ? immune.cards.map((k) => (k === 'monster' ? 'monster' : k === 'spell' ? 'Spell' : 'Trap')).join(' or ') : 'card';
        // "effects of Traps your opponent controls": the project's own word order.
        return immune?.by === 'opponent'
          ? `${monsters} cannot be destroyed by effects of ${kinds === 'card' ? 'cards' : kinds.replace(/(Spell|Trap|monster)/g, '$1s')} your opponent controls`
          : `${kinds} effects cannot destroy ${monsters.replace(/^every /, 'any ')}`;
      }
    }
  },
  turnPlayersMonsters: (group) => `${group.replace(/ on the field$/, '')} on the field of the player whose turn it is`,
  noSpecialSummonFromGy: (monsters) => `neither player can Special Summon ${monsters.replace(/^every /, 'a ').replace(/ in either player's GY$/, '')} from the GY`,
  group(g, q) {
    if (g.where.top !== undefined && q === 'every' && Object.keys(g.filter).length === 0) return `the top ${inWords(g.where.top)} cards of ${g.where.side === 'opponent' ? "your opponent's" : 'your'} Deck`;
    if (g.where.bottom !== undefined && q === 'every' && Object.keys(g.filter).length === 0) return `the ${g.where.bottom === 1 ? 'lowest card' : `${inWords(g.where.bottom)} lowest cards`} of ${g.where.side === 'opponent' ? "your opponent's" : 'your'} Deck`;
    const { words, plural } = count(q);
    const article = again(words);
    const body = (h: Group): string =>
      h.names.length > 0
        ? [...adjectives({ faceUp: h.filter.faceUp, position: h.filter.position, not: h.filter.not }), quote(h.names, article)].join(' ') + stats({ originalLevel: h.filter.originalLevel, equipped: h.filter.equipped })
        : `${[...adjectives(h.filter), noun(h, plural)].join(' ')}${stats(h.filter)}${h !== g && h.listsNames && !g.listsNames ? ` that lists ${quote(h.listsNames)} among its materials` : ''}`;
    return `${words} ${orList((g.alternatives ?? [g]).map(body), article)} ${where(g)}${g.filter.highestAtk ? ' whose ATK is the highest there' : ''}${g.filter.lowestLevel ? ' whose Level is the lowest there' : ''}${g.same ? ` with the same ${SAME_EN[g.same]} as each other` : ''}${g.different ? ` with ${SAME_EN[g.different]}s that all differ` : ''}${g.extreme ? `, of those the ${g.extreme.which === 'lowest' ? 'lowest' : 'highest'} in ${SAME_EN[g.extreme.stat]}` : ''}${g.raceDiffers ? ` whose Type differs from that of ${g.raceDiffers}` : ''}${g.attributeOf ? ` with the same Attribute as ${g.attributeOf}` : ''}${g.raceOf ? ` of the same Type as ${g.raceOf}` : ''}${g.attributeDiffers ? ` whose Attribute differs from that of ${g.attributeDiffers}` : ''}${g.sameAs ? ` whose ${SAME_EN[g.sameAs.stat]} equals that of ${g.sameAs.other ? g.sameAs.of.replace(/^(an?|one) /, 'another ') : g.sameAs.of}` : ''}${g.levelSumOf ? ` whose Level equals the total of the Levels of ${g.levelSumOf}` : ''}${g.compareTo ? ` whose ${SAME_EN[g.compareTo.stat]} is no ${g.compareTo.is === 'atMost' ? 'higher' : 'lower'} than the ${SAME_EN[g.compareTo.ofStat]} of ${g.compareTo.of}` : ''}${choiceWords(g)}`.trim().replace(/^a other /, 'another ').replace(/^a ("?[AEIOU])/, 'an $1');
  },
  self: 'this card',
  attacker: 'the attacker',
  summoned: 'the summoned monster',
  chosen: (plural, monsters) => `the chosen ${monsters ? 'monster' : 'card'}${plural ? 's' : ''}`,
  opponentsChoice: (plural, monsters) => `the ${monsters ? 'monster' : 'card'}${plural ? 's' : ''} your opponent chose`,
  destroyedCards: 'the destroyed cards',
  sentCards: (plural) => (plural ? 'the cards sent to the GY' : 'the card sent to the GY'),
  levels: (cards, min, max, one) =>
    `${one ? `the Level of ${cards} is` : `the Levels of ${cards} add up to`} ${min !== undefined && max !== undefined ? (min === max ? `${min}` : `${min} to ${max}`) : min !== undefined ? `${min} or more` : `${max ?? 0} or less`}`,
  forbidNormalSummon: 'you cannot Normal Summon or Set monsters for the rest of this turn',
  forbidSpecialSummon: 'you cannot Special Summon monsters for the rest of this turn',
  forbidSpecialSummonFromHand: 'for the rest of this turn, no monster can be Special Summoned from your hand by you',
  forbidAttack: (monsters) => `this turn, ${monsters.replace(/^every (.*) you control$/, (_m, what: string) => `your ${what.endsWith('"') ? what : /\bmonster\b/.test(what) ? what.replace(/\bmonster\b/, 'monsters') : `${what}s`}`)} cannot attack`,
  forbidAttackRaceOf: (who, of) => `for the rest of this turn, ${who === 'you' ? 'your' : "your opponent's"} monsters of the same Type as ${of} cannot attack`,
  forbidTributeSummon: (who, monsters, d, whileFaceUp, attackOnly) =>
    `${d ? EN_CARD_TEXT.when(d) : ''}${whileFaceUp ? 'as long as this card stays face-up, ' : ''}${who === 'you' ? 'you' : who === 'opponent' ? 'your opponent' : 'neither player'} ${who === 'both' ? 'can' : 'cannot'} ${attackOnly ? `make an Attack Position Tribute Summon of ${monsters} (a Tribute Set is still allowed)` : `Tribute Summon or Tribute Set ${monsters}`}`,
  forbidDirectAttack: 'for the rest of this turn, none of your monsters can attack directly',
  forbidTrapsOnAttack: (monsters, whileFaceUp) => `for the rest of this turn${whileFaceUp ? ', as long as this card stays face-up' : ''}, each time one of the ${monsters.replace(/ you control$/, '')} you control declares an attack, your opponent cannot activate Trap Cards in answer`,
  forbidDirectAttackExcept: (monsters) => `for the rest of this turn, only ${monsters} can attack your opponent directly`,
  forbidAttackExcept: (monsters) => `for the rest of this turn, only ${monsters} can attack`,
  forbidAttackers: (n) => `for the rest of this turn, at most ${inWords(n)} of your monsters can declare attacks`,
  flippedThisTurn: 'this card was turned face-up during a Main Phase this turn',
  summonedThisTurn: 'this card was Summoned this turn',
  summonedAs: (hows, t, byRule, names) => {
    const lv = t?.level;
    const n = t?.min ?? 1;
    const normal = hows.includes('normal') && hows.includes('tribute');
    const word: Record<SummonedHow, string> = {
      normal: normal ? 'Normal Summoned' : 'Normal Summoned without Tributes', tribute: 'Tribute Summoned', maximum: 'MAXIMUM Summoned',
      special: 'Special Summoned', fusion: 'Fusion Summoned', ritual: 'Ritual Summoned',
    };
    const ways = [...new Set(hows.filter((h) => !(normal && h === 'tribute')).map((h) => word[h]))].join(' or ');
    if (names && names.length > 0) return `this card was ${ways} during this turn by Tributing ${names.map((n) => `"${n}"`).join(' or ')}`;
    return `this card was ${ways} during this turn${t ? ` by Tributing ${n === 1 ? 'a' : inWords(n)}${n > 1 && hows.every((h) => h === 'ritual') ? ' or more' : ''}${!lv ? '' : ` ${lv.min !== undefined && lv.max !== undefined ? (lv.min === lv.max ? `Level ${lv.min}` : `Level ${lv.min}-${lv.max}`) : lv.min !== undefined ? `Level ${lv.min} or above` : `Level ${lv.max ?? 0} or below`}`}${t.race ? ` ${raceName(t.race, 'en')}` : ''} monster${n === 1 ? '' : 's'}` : ''}${byRule ? ' in the way its summon rule gives' : ''}`;
  },
  none(group) {
    const body = group.replace(/^another /, 'other ').replace(/^an? /, '');
    const m = / (you control|your opponent controls)$/.exec(body);
    return m ? `${m[1]} no ${body.slice(0, m.index).replace(/(monster|card)$/, '$1s')}` : `there is no ${body}`;
  },
  battleWin: 'this card wins a battle and the monster it destroyed goes to the GY',
  battleDestroyed: 'the monster this card destroyed in battle',
  originalAtk: (cards) => `the original ATK of ${cards}`,
  originalDef: (cards) => `the original DEF of ${cards}`,
  canEnterBattle: 'you can still enter the Battle Phase this turn',
  freeMonsterZone: 'you have a free Monster Zone',
  opponentFreeMonsterZone: 'your opponent has a free Monster Zone',
  freeSpellTrapZone: 'you have a free Spell & Trap Zone',
  secondPlayersFirstTurn: 'this is the opening turn of the player who went second',
  excavatedCards: 'the cards revealed from the Deck',
  excavate: (n) => (n === 1 ? 'reveal the top card of your Deck' : `reveal the top ${inWords(n)} cards of your Deck`),
  excavateCounted: (a, who) => `${who === 'you' ? 'reveal' : 'your opponent reveals'} ${a.n === 1 ? 'one card' : `${inWords(a.n)} cards`} from the top of ${who === 'you' ? 'your' : 'their'} Deck ${a.per ?? ''}`.trim(),
  nameAsMaterial: (of) => `declare one card name that ${of} lists among its materials, then this card's name becomes the declared name for the rest of the turn`,
  forbidActivateExcept: (monsters) => `for the rest of this turn, you can activate only the effects of ${monsters}`,
  pick(g, q, of) {
    const f = g.filter;
    const plain = !f.kind && !f.spellKind && !f.race && !f.monsterKind && !f.attribute && !f.level && !f.atk && !f.def && !f.legend && !f.materialOf && g.names.length === 0;
    if (q === 'every' && plain && !g.alternatives) return `${of}${choiceWords(g)}`;
    const { words, plural } = count(q);
    // Listed names are said as names ("a \"Umi\" or a \"Big Umi\" among the drawn card"), as in group().
    const body = (h: Group): string =>
      h.names.length > 0 ? quote(h.names, again(words)) : `${[...adjectives(h.filter), noun(h, plural)].join(' ')}${stats(h.filter)}`;
    return `${words} ${orList((g.alternatives ?? [g]).map(body), again(words))} among ${of}${choiceWords(g)}`.trim().replace(/^a ([AEIOU])/, 'an $1');
  },
  drawnCards: (plural, who) => (who === 'opponent' ? `the card${plural ? 's' : ''} your opponent drew` : plural ? 'the drawn cards' : 'the drawn card'),
  fusionSummon(monster, from, faceUp, to, materials) {
    const sources = from.map((p) => (p === 'monsterZones' ? `${faceUp ? 'face-up ' : ''}monsters you control` : p === 'hand' ? 'monsters in your hand' : 'monsters in your GY'));
    const dest = to === 'gy' ? 'sent to the GY' : to === 'deckBottom' ? 'put on the bottom of the Deck' : 'shuffled into the Deck';
    // "(each one a Dragon monster)", "with at least one \"X\" among them": what the materials are.
    const each = materials?.each ? ` (each one ${aMaterial(materials.each)})` : '';
    const including = materials?.including ? `, with at least one ${aMaterial(materials.including).replace(/^an? /, '')} among them` : '';
    const self = materials?.includingSelf ? ', this card among them' : '';
    const most = materials?.most === undefined ? '' : materials.most === 2 ? '2 ' : `up to ${materials.most} `;
    return `Fusion Summon ${monster}, taking as its materials ${most}${sources.join(' and/or ')}${each}${including}${self}, which are ${dest}`;
  },
  summonNoTributes: (conds) => `Summon rule: while ${conds.join(' and ')}, this card can be Normal Summoned without Tributes.`,
  summonFromHand: (pos, conds, reveal, cost) =>
    `Summon rule: ${conds.length > 0 ? `while ${conds.join(' and ')}, ` : ''}this card may be Special Summoned from the hand, face-up in ${pos === 'defense' ? 'Defense' : 'Attack'} Position${reveal ? `; as the cost, you show your opponent ${reveal}, which stays there` : ''}${cost ? `; as the cost, ${cost.cards} goes ${cost.to === 'gy' ? 'to the GY' : 'to the bottom of the Deck'} first` : ''}.`,
  trigger(t, monster, conds) {
    if (t.event === 'anyOf') return t.of.map((x) => EN_CARD_TEXT.trigger(x, monster, conds)).join(' or ');
    if (t.if !== undefined && t.if.length > 0 && conds) {
      const timing = EN_CARD_TEXT.trigger({ ...t, if: undefined }, monster);
      const cond = conds(t.if);
      return `${timing} while ${cond}`;
    }
    if (isMoreTrigger(t)) return moreTriggerText.en(t);
    const who = t.by === 'you' ? 'you' : t.by === 'opponent' ? 'your opponent' : 'either player';
    if (t.event === 'summon') {
      // Said from the monster's side: "when a monster ... is Normal Summoned by your opponent".
      const how = t.how && t.how.every((h) => h === 'normal' || h === 'tribute') ? 'Normal Summoned' : t.how && t.how.every((h) => h !== 'normal' && h !== 'tribute') ? 'Special Summoned' : 'Summoned';
      const what = t.monster ? monster(t.monster, t.by === 'you' ? 'you' : t.by === 'opponent' ? 'opponent' : 'both').replace(/^one /, 'a ').replace(/^a ([AEIOU])/, 'an $1') : 'a monster';
      return `when ${what.replace(/ (you control|your opponent controls|on the field)$/, '')} is ${how}${summonFromText.en(t.from)} by ${who}`;
    }
    if (t.event === 'set' && t.spellTrap) return `when ${t.by === 'you' ? 'you Set' : t.by === 'opponent' ? 'your opponent Sets' : 'a player Sets'} a Spell or Trap Card`;
    if (t.event === 'set') return `when ${t.by === 'you' ? 'you Set' : t.by === 'opponent' ? 'your opponent Sets' : 'a player Sets'} a monster face-down from the hand`;
    if (t.event === 'destroyed') {
      // As it was when destroyed: its position, face-up or face-down.
      const was = { ...(t.card ?? {}), ...(t.position ? { position: t.position } : {}), ...(t.faceUp !== undefined ? { faceUp: t.faceUp } : {}) };
      const what = monster(was, t.owner).replace(/^one /, 'a ').replace(/ or one /g, ' or a ').replace(/^a ([AEIOU])/, 'an $1');
      const whose = t.by === 'you' ? 'your' : t.by === 'opponent' ? "your opponent's" : 'a';
      const reasons = t.reasons ?? ['battle', 'effect'];
      const effect = t.effectOf ? `${t.effectOf.map((k) => (k === 'trap' ? 'Trap' : k === 'spell' ? 'Spell' : 'monster')).join(' or ')} effect` : 'card effect';
      const how =
        reasons.length === 2
          ? t.by === 'both' ? `by battle or by a ${effect}` : `by ${whose} attack or ${effect}`
          : reasons[0] === 'battle'
            ? t.by === 'both' ? 'by battle' : `by battle with ${whose} attacking monster`
            : `by ${whose} ${effect}`;
      if (t.min !== undefined) return `when at least ${t.min} ${what.replace(/^an? /, '').replace(/\bmonster\b/, 'monsters')} are destroyed at once ${how}`;
      return `when ${what} is destroyed ${how}`;
    }
    const side = t.by === 'you' ? 'you' : t.by === 'opponent' ? 'opponent' : 'both';
    const attacker = t.attacker
      ? monster(t.attacker, side).replace(/^one /, 'a ').replace(/^a ([AEIOU])/, 'an $1')
      : t.by === 'you' ? 'a monster you control' : t.by === 'opponent' ? 'a monster your opponent controls' : 'a monster';
    const target =
      t.target === 'direct' ? ' directly' : t.targetFilter ? ` on ${monster(t.targetFilter, t.by === 'opponent' ? 'you' : 'opponent').replace(/^one /, 'a ').replace(/^a ([AEIOU])/, 'an $1')}` : '';
    return `when ${attacker} declares an attack${target}`;
  },
  exists: existsEn,
  refIs(text, f, names) {
    // Several kept cards: "one of the chosen cards is ..." (one is enough, as for a count).
    const ref = /^the \w+ (cards|monsters)$/.test(text) ? `one of ${text}` : text;
    if (f.originalIds && names.length > 0) return `${/^the .*\b(cards|monsters)\b/.test(text) ? `one of ${text}` : ref} has the original name ${quote(names)}`;
    // A kept card sent from the field, read as it was there ("one of the monsters Tributed for it was in MAXIMUM mode").
    if (f.maximumMode && Object.keys(f).length === 1) return `${/^the .*\b(cards|monsters)\b/.test(text) ? `one of ${text}` : ref} was in MAXIMUM mode`;
    if (names.length > 0) return `${ref} is ${quote(names)}`;
    // A kind with an original figure ("a monster with original Level 10") or other words of a monster is worded below.
    if (f.kind && f.originalLevel === undefined && f.originalAtk === undefined && f.originalDef === undefined && (f.kind !== 'monster' || adjectives(f).length === 0)) return `${ref} is a ${f.kind === 'monster' ? 'monster' : f.kind === 'spell' ? 'Spell' : 'Trap'}`;
    // What kind of monster it is ("the equipped monster is a DARK monster"), besides where it is.
    const { faceUp: _up, position: _pos, ...kindOf } = f;
    const adj = adjectives(kindOf);
    if (adj.length > 0 || stats(kindOf) !== '') return `${ref} is ${`a ${[...adj, 'monster'].join(' ')}`.replace(/^a ([AEIOU])/, 'an $1')}${stats(kindOf)}`;
    const state = [f.faceUp === true ? 'face-up' : f.faceUp === false ? 'face-down' : '', f.position ? `${f.position === 'attack' ? 'Attack' : 'Defense'} Position` : '']
      .filter(Boolean)
      .join(' ');
    if (!f.position && f.faceUp !== undefined) return `${ref} is ${state} on the field`;
    return `${ref} is still ${state ? `in ${state}` : 'on the field'}`;
  },
  choose: (what) => `choose ${what}`,
  byOpponent: (choice) => choice.replace(/^choose /, 'your opponent chooses '),
  keepsEffect: (choice) => `${choice}, in a way that leaves the effect something to apply`,
  either: (groups) => `either ${groups.join(', or ')}`,
  mill: ({ n, per }, who) => {
    const deck = who === 'you' ? 'your Deck' : who === 'opponent' ? "your opponent's Deck" : "each player's Deck";
    return per ? `send ${inWords(n)} card${n === 1 ? '' : 's'} on top of ${deck} to the GY ${per}` : `send the ${n === 1 ? 'card' : `${inWords(n)} cards`} on top of ${deck} to the GY`;
  },
  draw: ({ n, per, equal }, who) =>
    `${who === 'you' ? 'draw' : who === 'both' ? 'each player draws' : 'your opponent draws'} ${equal ? `as many cards as ${n === 1 ? '' : `${n} times `}${equal}` : `${inWords(n)} card${n === 1 ? '' : 's'}${per ? ` ${per}` : ''}`}`,
  discard: (cards) => `send ${cards} to the GY`,
  destroy: (cards) => `destroy ${cards}`,
  move(cards, to, shuffle, owners) {
    if (to === 'hand' && owners) return `return ${cards} to ${/^the \w+ (monsters|cards)\b|^the cards /.test(cards) ? "their owners' hands" : "its owner's hand"}`;
    if (to === 'hand') return `add ${cards} to the hand`;
    if (to === 'gy') return `send ${cards} to the GY`;
    if (shuffle) return `shuffle ${cards} back into the Deck`;
    if (to === 'deckTopOrBottom') return `put ${cards} on the top or the bottom of the Deck (your choice)`;
    const deck = owners ? (/^the \w+ (monsters|cards)\b|^the cards /.test(cards) ? "their owners' Decks" : "its owner's Deck") : 'the Deck';
    return `put ${cards} on the ${to === 'deckTop' ? 'top' : 'bottom'} of ${deck}`;
  },
  reveal: (cards) => `reveal ${cards}`,
  setCards: 'the cards Set this way',
  set: (cards, theirs) => (theirs ? `your opponent Sets ${cards} in their own Spell & Trap Zone` : `Set ${cards} in your Spell & Trap Zone`),
  damage: (who, a) =>
    a.equal
      ? `${who === 'you' ? 'you take' : 'your opponent takes'} as much damage as ${a.n === 1 ? '' : `${a.n} times `}${a.equal}`
      : `${who === 'you' ? 'you take' : 'your opponent takes'} ${a.n} damage${a.per ? ` ${a.per}` : ''}`,
  payLp: (a) => (a.equal ? `pay as much LP as ${a.n === 1 ? '' : `${a.n} times `}${a.equal}` : `pay ${a.n} LP${a.per ? ` ${a.per}` : ''}`),
  gainLp: (who, a) => `${who === 'you' ? 'you gain' : 'your opponent gains'} ${a.equal ? `as much LP as ${a.equal}` : `${a.n} LP${a.per ? ` ${a.per}` : ''}`}`,
  totalAtk: (cards, plural) => `the ${plural ? 'combined ATK' : 'ATK'} of ${cards}`,
  highest: (stat, of, one) => {
    const label = stat === 'level' ? 'Level' : stat === 'originalAtk' ? 'original ATK' : stat.toUpperCase();
    return one ? `the ${label} of ${of}` : `the highest ${label} among ${of.replace(/^every /, 'the ').replace(/ (monster|card)( |$)/, ' $1s$2')}`;
  },
  specialSummon: (cards, pos, field) => {
    const where = pos === 'attack' ? 'Attack Position' : pos === 'defense' ? 'face-up Defense Position' : pos === 'faceDownDefense' ? 'face-down Defense Position' : 'face-up Attack or Defense Position';
    if (field === 'toOpponent') return `Special Summon ${cards} in ${where} under your opponent's control`;
    return `${field === 'byOpponent' ? 'your opponent Special Summons' : 'Special Summon'} ${cards} in ${where}`;
  },
  position: (cards, to) =>
    to === 'change'
      ? `change the battle position of ${cards} (face-up Defense Position for one in Attack Position, face-up Attack Position for one in Defense Position)`
      : to === 'faceDownDefense' ? `flip ${cards} face-down into Defense Position`
      : to === 'faceUpDefense' ? `turn ${cards} face-up, in Defense Position`
      : to === 'attackOrFaceDownDefense' ? `change ${cards} to face-up Attack Position or to face-down Defense Position, as you choose` : `change ${cards} to ${to === 'attack' ? 'Attack' : 'Defense'} Position`,
  battleImmuneWhile(cards, position, faceUp, duration) {
    const thisTurn = EN_CARD_TEXT.when(duration).replace(/, $/, '');
    const many = /\b(monsters|cards)\b/.test(cards.split(' whose ')[0] ?? cards);
    return `${thisTurn}, ${cards} cannot be destroyed in battle for as long as ${many ? 'they stay' : 'it stays'} ${faceUp ? 'face-up ' : ''}in ${position === 'attack' ? 'Attack' : 'Defense'} Position`;
  },
  modify(kind, cards, amount, duration) {
    const until = EN_CARD_TEXT.until(duration);
    const thisTurn = EN_CARD_TEXT.when(duration).replace(/, $/, '');
    const n = Math.abs(amount.n);
    switch (kind) {
      case 'atk':
      case 'def':
      case 'atkDef': {
        const plural = /^the \w+ (monsters|cards)\b|^the cards /.test(cards);
        const verb = amount.n < 0 ? (plural ? 'lose' : 'loses') : plural ? 'gain' : 'gains';
        const stat = kind === 'atkDef' ? 'ATK and DEF' : kind.toUpperCase();
        // The project's own word order: how long first, and a counted value as "as much ATK as ...".
        const what = amount.equal ? `as much ${stat} as ${n === 1 ? '' : `${n} times `}${amount.equal}` : `${n} ${stat}${amount.per ? ` ${amount.per}` : ''}`;
        return `${until}, ${cards} ${verb} ${what}`;
      }
      case 'piercing':
        return `${thisTurn}, ${cards} ${/^the \w+ (monsters|cards)\b|^the cards /.test(cards) ? 'deal' : 'deals'} piercing battle damage`;
      case 'extraAttacks':
        // Rush has one Battle Phase a turn: no "during each Battle Phase".
        return `${thisTurn}, ${cards} can attack ${n === 1 ? 'twice' : `${inWords(n + 1)} times`}`;
      case 'noDirectAttack':
        return `${thisTurn}, ${cards} cannot attack directly`;
      case 'directAttack':
        return `${thisTurn}, ${cards} may attack your opponent directly`;
      case 'battleImmune':
        return `${thisTurn}, ${cards} cannot be destroyed in battle`;
      case 'effectImmune':
        return `${thisTurn}, card effects cannot destroy ${cards}`;
      case 'opponentEffectImmune':
        return `${thisTurn}, ${cards} cannot be destroyed by effects of cards your opponent controls`;
      case 'attackEachMonster':
        return `${thisTurn}, ${cards} can attack each monster your opponent controls once`;
      case 'baseAtk':
        return `the original ATK of ${cards} becomes ${amount.n} ${until}`;
      case 'opponentTrapImmuneOnce':
        return `${thisTurn}, the first time an effect of a Trap your opponent controls would destroy ${cards}, it is not destroyed`;
      case 'opponentTrapImmune':
        return `${thisTurn}, ${cards} cannot be destroyed by effects of Traps your opponent controls`;
      case 'noTrapsOnSummon':
        return `your opponent may not activate Trap Cards in answer to the summon of ${cards}`;
      case 'noTrapsOnAttack':
        return `${thisTurn}, whenever ${cards} declares an attack, your opponent may not activate Trap Cards in answer`;
      case 'extraAttackOnWin':
        return `${thisTurn}, if ${cards} destroys a monster in battle, it may attack once more in that Battle Phase`;
      case 'extraMonsterAttackOnWin':
        return `${thisTurn}, if ${cards} destroys a monster in battle, it may attack a monster once more in that Battle Phase`;
      case 'extraAttacksOnMonsters':
        return EN_CARD_TEXT.extraAttacksOnMonsters(cards, n, `${thisTurn}, `);
      case 'attackPositionTargetsOnly':
        return `${thisTurn}, the only monsters ${cards} can attack are those in Attack Position`;
      case 'tributeValue':
        return EN_CARD_TEXT.tributeValue(cards, n, 'a monster', undefined, `${thisTurn}, `);
      case 'level':
        return `${until}, the Level of ${cards} goes ${amount.n < 0 ? 'down' : 'up'} by ${n}${amount.per ? ` ${amount.per}` : ''}`;
      case 'cannotAttack':
        return BATTLE_RULE_TEXT.en.cannotAttack(cards, `${thisTurn}, `);
      case 'noActivate':
        return `${thisTurn}, no player can activate the effects of ${cards}`;
      case 'noTribute':
        return `${thisTurn}, ${cards} cannot be used as a Tribute to Tribute Summon, while it stays face-up`;
      case 'opponentTribute':
        return `${thisTurn}, while ${cards} stays face-up, you may Tribute it in place of 1 monster of your field when you Tribute Summon (one such monster per summon)`;
      case 'swapOriginalAtkDef':
        return `${until}, the original ATK and the original DEF of ${cards} trade places`;
    }
  },
  sentence(clauses) {
    const s = clauses.join(', then ');
    return `${s.charAt(0).toUpperCase()}${s.slice(1)}.`;
  },
  allOf: (conditions) => conditions.join(' and '),
  onlyIf: (conditions, clause) => `if ${conditions.join(' and ')}, ${clause}`,
  whileHolds: (conditions, clause) => `${clause} as long as ${conditions.join(' and ')}`,
  // A clause that opens with how long it lasts keeps that first ("you can choose that this turn, …").
  // A battle position change the player may decline is worded as a choice to change it.
  opponentMayDo: (clause) => (/^your opponent (\w+)s /.test(clause) ? clause.replace(/^your opponent (\w+)s /, 'your opponent can $1 ') : `your opponent can choose that ${clause}`),
  mayDo: (clause) => (/^change the battle position /.test(clause) ? `you can choose to ${clause}` : /^(this turn|for the rest of the turn|for as long as it stays face-up|until [^,]+), |^(you|your opponent) (take|takes|gain|gains|draws) |^the (Type|Attribute) of /.test(clause) ? `you can choose that ${clause}` : `you can ${clause}`),
  per: (kind, of) =>
    kind === 'level' ? `for each Level of ${of}` : kind === 'originalLevel' ? `for each original Level of ${of}` : kind === 'card' && of.startsWith('the ') ? `for each of ${of}` : kind === 'card' ? `for each ${of.replace(/^every /, '')}` :
    `for each different ${kind === 'attribute' ? 'Attribute' : kind === 'race' ? 'Type' : kind === 'distinctLevel' ? 'Level' : 'card name'} among ${of.replace(/^every face-up /, 'all face-up ').replace(/^every /, 'the ').replace(/ (monster|card)( |$)/, ' $1s$2')}`,
};
