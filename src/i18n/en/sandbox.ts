// Interface strings in English: the sandbox (a board set up by hand).

export const EN_SANDBOX = {
  'sandbox.opponentHand': "Opponent's hand",
  'sandbox.opponentDeck': "Opponent's Deck (top first)",
  'sandbox.opponentGraveyard': "Opponent's Graveyard",
  'sandbox.maximum.me': 'Your MAXIMUM monster',
  'sandbox.maximum.opponent': "Opponent's MAXIMUM monster",
  'sandbox.maximum.none': 'None',
  'sandbox.maximum.note': 'All three pieces as one monster in MAXIMUM mode: it fills all three Monster Zones, face-up in Attack Position.',
  'sandbox.fillDeck': 'After these cards, the Main Deck of "{deck}", shuffled',
  'sandbox.emptyDeck': 'No cards in this Deck: its player loses as soon as they must draw.',
  'sandbox.problem.notCenter': '{name} is not the center piece of a MAXIMUM set.',
  'sandbox.problem.crowded.me': 'Your MAXIMUM monster needs the middle Monster Zone and both side zones free: remove your other monsters ({n}) or choose no MAXIMUM monster.',
  'sandbox.problem.crowded.opponent': "Your opponent's MAXIMUM monster needs the middle Monster Zone and both side zones free: remove their other monsters ({n}) or choose no MAXIMUM monster.",
} as const;
