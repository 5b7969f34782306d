// Words that leave the engine: refusal reasons, prompt titles and option labels. The engine
// never writes a sentence; it returns a code with parameters and the interface renders it in
// the player's language (src/i18n, renderText). The list below is closed: every code the
// engine or a card script may produce is here, with the names of its parameters, and every
// language has a template for each (src/i18n/engineText.test.ts checks both).
//
// Parameter conventions (the renderer relies on them):
// - `card`, `card2`: a card uid in this duel (rendered as the card's name), or the word
//   'faceDown' for a face-down card whose name is not told (code `cardWord.faceDown`);
// - `cardId`: a card id (rendered as that card's name);
// - `cards`: a list of uids (rendered as names joined by " + ");
// - `cardIds`: a list of card ids ("Pot of Greed ×2, Dark Hole"); `cardIdsAnd`: "A and B";
// - `section`, `kind`, `status`: a deck section, a card kind, a Forbidden/Limited status
//   (codes `section.<v>`, `kind.<v>`, `status.<v>`); `perSection`: copies per [main, extra, side];
// - `where`: one of PLACE_WORDS (rendered as the place's name, code `where.<place>`);
// - `among`: one of AMONG_WORDS (where a scenario action looked for a card, code `among.<word>`);
// - `monsters`: words of a monster filter joined by spaces: `legend`, an Attribute, a Type,
//   a monster kind (`kind.<v>`), rendered in that order as the language puts them;
// - `min`/`max`: a count or a range (rendered as "2", "1 to 3", "up to 1", "1 or more");
// - anything else is a number or a plain word shown as it is.
// `rule` is the rule ID the reason comes from (docs/rules/RUSH_RULES.md), shown after it.

export type TextParam = number | string | readonly number[];

export interface EngineText {
  code: TextCode;
  params?: Record<string, TextParam>;
  rule?: string;
}

/** Parameters that hold one card uid (a list of uids is always under `cards`). */
export const CARD_PARAMS: ReadonlySet<string> = new Set(['card', 'card2']);

/** Places a `where` parameter may name. */
export const PLACE_WORDS = ['hand', 'gy', 'deck', 'extra', 'field'] as const;
export type PlaceWord = (typeof PLACE_WORDS)[number];
/** Places an `among` parameter may name (scenario actions). */
export const AMONG_WORDS = ['opponentField', 'hand', 'yourMonsters', 'choosable', 'trapWindow', 'handOrField', 'extraDeck'] as const;
export type AmongWord = (typeof AMONG_WORDS)[number];

/** Every code, with the names of the parameters it takes. */
export const TEXT_CODES = {
  // Any decision
  'duel.over': [],
  'duel.alreadyOver': [],
  'action.notObject': [],
  'action.unknownType': ['type'],
  'action.noField': ['type', 'field'],
  'action.needsField': ['type', 'field'],
  'action.unknownCard': ['field'],
  'action.targetNotCard': [],
  'action.effectName': [],
  'action.optionNumber': [],
  'action.zoneNumber': [],
  'action.materialList': [],
  'notNow.main': [],
  'notNow.battle': [],
  'notNow.tribute': [],
  'notNow.attackReplay': [],
  'notNow.choose': [],
  'notNow.option': [],
  'notNow.respond': [],
  'notNow.any': [],
  'phase.noWayBack': [],
  'phase.attackNeedsBattle': [],
  'phase.noBattleFirstTurn': [],
  'card.notInHand': [],
  // Answering a question
  'tribute.chooseFirst': [],
  'replay.chooseTarget': [],
  'choose.notHere': [],
  'choose.already': [],
  'choose.atMost': ['max'],
  'choose.atLeast': ['min'],
  'choose.cardsFirst': [],
  'option.none': [],
  'option.first': [],
  'respond.notThisWindow': [],
  // Normal, Tribute, MAXIMUM and rule summons
  'summon.notMonster': ['card'],
  'summon.extraDeck': ['card'],
  'summon.position': [],
  'summon.forbidden': [],
  'summon.attackLocked': [],
  'tribute.oneOpponent': ['card'],
  'tribute.noZone': ['card'],
  'summon.tributeLocked': ['card'],
  'summon.noZone': ['card'],
  'summon.chooseZone': ['card'],
  'summon.tributeZone': ['card'],
  'summon.needTributes': ['level', 'needed', 'have'],
  'summon.noTributeRule': ['card'],
  'summon.ruleAttackOnly': ['card'],
  'summon.ruleTributes': ['card', 'needed'],
  'zone.monsterNotFree': ['zone'],
  'tribute.none': [],
  'tribute.notYours': [],
  'tribute.already': ['card'],
  'tribute.enoughAlone': ['card'],
  'tribute.cannot': ['card'],
  'tribute.notThisWay': ['card', 'summoned'],
  'maximum.centerNotInHand': [],
  'maximum.notCenter': ['card'],
  'maximum.needsPieces': ['card'],
  'maximum.firstCopies': [],
  'ruleSummon.noRule': ['card'],
  'ruleSummon.condition': ['card'],
  'ruleSummon.reveal': ['card'],
  'ruleSummon.noReveal': ['card'],
  'ruleSummon.cost': ['card'],
  'ruleSummon.noCost': ['card'],
  'contact.notInExtra': [],
  'contact.locked': [],
  'contact.noRule': ['card'],
  'contact.materialOrder': [],
  'contact.notFaceUp': ['card'],
  'contact.materials': ['card'],
  // Battle positions
  'position.notYours': [],
  'position.noMonster': [],
  'position.maximum': ['card'],
  'position.summonedThisTurn': ['card'],
  'position.alreadyChanged': ['card'],
  // Setting Spells and Traps
  'set.isMonster': ['card'],
  'set.fieldSpell': ['card'],
  'set.onlyFieldSpell': [],
  'set.locked': [],
  'zone.spellTrapFull': [],
  'zone.spellTrapNotFree': ['zone'],
  // Attacks
  'attack.noDirectThisTurn': [],
  'attack.onlyMonsters': [],
  'attack.directNeedsEmpty': [],
  'attack.targetNotOpponents': [],
  'attack.eachOnce': [],
  'attack.notYours': [],
  'attack.notFaceUpAttack': [],
  'attack.already': ['card'],
  'attack.eachDone': ['card'],
  'attack.forbidden': ['card'],
  'attack.cannot': ['card'],
  'attack.noDirect': ['card'],
  'attack.shielded': ['card'],
  'attack.noDirectForPlayer': [],
  'attack.onlySome': ['card'],
  'attack.attackersLimit': ['n'],
  'attack.attackPositionOnly': ['card'],
  'attack.targetLocked': ['card'],
  'attack.onlyTargets': [],
  // Activating cards and effects
  'activate.where': [],
  'activate.noEffect': ['card'],
  'activate.onlyTraps': [],
  'activate.trapNeedsWindow': [],
  'activate.onField': ['card'],
  'activate.cardLocked': ['card'],
  'activate.faceDown': [],
  'activate.maximumOnly': [],
  'activate.maximumMode': [],
  'activate.used': ['card'],
  'activate.onlyMonsters': ['monsters'],
  'activate.alreadyActive': ['card'],
  'activate.notFromThere': ['card'],
  'activate.trapNotSet': [],
  'activate.alreadyFaceUp': ['card'],
  'activate.setThisTurn': [],
  'activate.trapsLocked': ['card'],
  'activate.trapsLockedOnAttack': ['card'],
  'activate.trapsLockedOnSummon': ['card'],
  'activate.nameLocked': ['card'],
  'activate.monsterLocked': ['card'],
  'activate.trapsForbidden': [],
  'activate.spellsForbidden': [],
  'activate.spellsLocked': ['card'],
  'activate.notPossible': ['card'],
  'activate.byItself': ['card'],
  // Scenario actions (src/engine/scenario/translate.ts)
  'scenario.noCardWithId': ['id'],
  'scenario.noCardWithIdIn': ['id', 'among'],
  'scenario.notAmong': ['ref', 'among'],
  'scenario.waitingFor': ['seat', 'player'],
  'scenario.noTributes': ['card', 'level'],
  'scenario.exactTributes': ['level', 'needed', 'given'],
  'scenario.exactTributeValue': ['level', 'needed', 'given', 'worth'],
  'scenario.noTributesByRule': ['card'],
  'scenario.noEffect': ['card'],
  'scenario.noSuchEffect': ['card'],
  'scenario.optionNotOffered': ['option'],
  'scenario.noCardChoice': [],
  'scenario.noTrapWindow': [],
  // Prompt titles: choosing cards
  'prompt.destroy': ['min', 'max'],
  'prompt.addToHand': ['min', 'max', 'where'],
  'prompt.specialSummon': ['min', 'max', 'where'],
  'prompt.sendToGy': ['min', 'max', 'where'],
  'prompt.shuffleIntoDeck': ['min', 'max', 'where'],
  'prompt.reveal': ['min', 'max', 'where'],
  'prompt.yourMonster': ['min', 'max'],
  'prompt.opponentsCard': ['min', 'max'],
  'prompt.cardsIn': ['min', 'max', 'where'],
  'prompt.faceUpMonsters': ['min', 'max'],
  'prompt.setFrom': ['min', 'max', 'where'],
  'prompt.equipTarget': [],
  'prompt.equipCard': [],
  'prompt.fusionMonster': [],
  'prompt.fusionMaterial': ['index', 'total', 'card'],
  'prompt.twoMaterials': ['card'],
  'prompt.ritualMonster': [],
  'prompt.ritualTributes': [],
  'prompt.declareName': [],
  // Prompt titles of card documents (src/engine/effects/doc/titles.ts)
  'doc.choose.monsterYou': ['min', 'max'],
  'doc.choose.monsterOpponent': ['min', 'max'],
  'doc.choose.monsterField': ['min', 'max'],
  'doc.choose.spellTrapYou': ['min', 'max'],
  'doc.choose.spellTrapOpponent': ['min', 'max'],
  'doc.choose.spellTrapField': ['min', 'max'],
  'doc.choose.from': ['min', 'max', 'where'],
  'doc.choose.card': ['min', 'max'],
  'doc.ask.toDefense': [],
  'doc.ask.toAttack': [],
  'doc.ask.destroy': [],
  'doc.ask.draw': [],
  'doc.ask.specialSummon': [],
  'doc.ask.rest': [],
  'doc.ask.addToHand': [],
  'doc.summonPosition': [],
  'doc.deckTopOrBottom': [],
  'doc.attackOrFaceDown': [],
  'doc.randomCount': [],
  'doc.millCount': [],
  'doc.look': ['cards'],
  'doc.declareCardType': [],
  'doc.orderCards': ['n'],
  'doc.newAttackTarget': [],
  // Prompt titles: yes/no and positions
  'ask.destroy': ['max'],
  'ask.addToHand': ['max', 'where'],
  'ask.addChosen': [],
  'ask.draw': ['max'],
  'ask.specialSummon': ['where'],
  'ask.protect': [],
  'ask.toDeckTop': [],
  'ask.piercing': [],
  'ask.toDefense': [],
  'prompt.position': [],
  'prompt.positionOf': ['card'],
  // Options
  'opt.no': [],
  'opt.yes': [],
  'opt.attackPosition': [],
  'opt.defensePosition': [],
  'opt.cards': ['cards'],
  'opt.cardName': ['cardId'],
  'opt.deckTop': [],
  'opt.deckBottom': [],
  'opt.faceDownDefense': [],
  'opt.number': ['n'],
  'opt.seen': [],
  'opt.monsterCard': [],
  'opt.spellCard': [],
  'opt.trapCard': [],
  // Deck legality (deck.ts, R-DECK)
  'deck.notObject': [],
  'deck.legendRule': ['value'],
  'deck.notList': ['section'],
  'deck.entryNotId': ['section', 'index', 'value'],
  'deck.size': ['section', 'n', 'low', 'high'],
  'deck.unknownId': ['section', 'id'],
  'deck.unknownIdCopies': ['section', 'id', 'n'],
  'deck.notPlayable': ['section', 'cardId', 'n'],
  'deck.inMain': ['cardId', 'kind'],
  'deck.inMainCopies': ['cardId', 'n', 'kind'],
  'deck.inExtra': ['cardId', 'kind'],
  'deck.inExtraCopies': ['cardId', 'n', 'kind'],
  'deck.copies': ['cardId', 'total', 'perSection', 'most'],
  'deck.inSection': ['n', 'section'],
  'deck.banlistMissing': ['version', 'status'],
  'deck.banlistNotList': [],
  'deck.forbidden': ['cardId', 'version'],
  'deck.forbiddenCopies': ['cardId', 'version', 'n'],
  'deck.overLimit': ['cardId', 'status', 'version', 'limit', 'n'],
  'deck.legendsLegacy': ['n', 'cardIds'],
  'deck.legendMonsters': ['n', 'cardIds'],
  'deck.legendSpells': ['n', 'cardIds'],
  'deck.legendTraps': ['n', 'cardIds'],
  'deck.maximumPieces': ['cardId', 'cardIdsAnd'],
  'deck.sidedSizes': ['main', 'extra', 'nowMain', 'nowExtra'],
  'deck.sidedCards': [],
  'section.main': [],
  'section.extra': [],
  'section.side': [],
  'kind.spell': [],
  'kind.trap': [],
  'kind.normal': [],
  'kind.effect': [],
  'kind.maximum': [],
  'kind.fusion': [],
  'kind.ritual': [],
  'status.forbidden': [],
  'status.limited': [],
  'status.semiLimited': [],
  // A card not named (`card: 'faceDown'`)
  'cardWord.faceDown': [],
  // Places named by `where`
  'where.hand': [],
  'where.gy': [],
  'where.deck': [],
  'where.extra': [],
  'where.field': [],
  // Where a scenario action looked for a card (`among`)
  'among.opponentField': [],
  'among.hand': [],
  'among.yourMonsters': [],
  'among.choosable': [],
  'among.trapWindow': [],
  'among.handOrField': [],
  'among.extraDeck': [],
  // A sentence from a duel saved before texts were codes (shown as it was saved)
  'legacy.text': ['text'],
} as const satisfies Record<string, readonly string[]>;

export type TextCode = keyof typeof TEXT_CODES;

/** A text with a code, its parameters and the rule it comes from. */
export function tx(code: TextCode, params?: Record<string, TextParam> | null, rule?: string): EngineText {
  const t: EngineText = { code };
  if (params) t.params = params;
  if (rule) t.rule = rule;
  return t;
}

/** A card-count prompt's parameters: exactly n cards. */
export const count = (n: number, where?: PlaceWord): Record<string, TextParam> => (where ? { min: n, max: n, where } : { min: n, max: n });

export const isEngineText = (v: unknown): v is EngineText =>
  typeof v === 'object' && v !== null && typeof (v as { code?: unknown }).code === 'string' && (v as { code: string }).code in TEXT_CODES;

/** Options whose meaning the AI and the interface read (an `option` answer is an index into these). */
export const OPT_NO = tx('opt.no');
export const OPT_YES = tx('opt.yes');
export const OPT_ATTACK = tx('opt.attackPosition');
export const OPT_DEFENSE = tx('opt.defensePosition');
export const OPT_DECK_TOP = tx('opt.deckTop');
/** The title of a prompt that shows its `cards` to the player asked (and to no one else): playerView reveals them while it is open. */
export const LOOK_CODE = 'doc.look' satisfies TextCode;
/** The title of a prompt to put cards in order: the cards it lists are shown to the player asked while it is open. */
export const ORDER_CODE = 'doc.orderCards' satisfies TextCode;
export const OPT_DECK_BOTTOM = tx('opt.deckBottom');
export const OPT_FACE_DOWN_DEFENSE = tx('opt.faceDownDefense');

/** A short stable form of a text, for logs and error messages that are not shown to players. */
export function textKey(t: EngineText): string {
  const p = t.params ? ` ${JSON.stringify(t.params)}` : '';
  return `${t.code}${p}${t.rule ? ` (${t.rule})` : ''}`;
}
