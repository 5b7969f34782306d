// Interface strings in English: the end screen.

export const EN_END = {
  'end.win': 'You win!',
  'end.lose': 'You lose',
  'end.draw': 'Draw',
  'end.turns': 'Turns',
  'end.dealt': 'Damage dealt',
  'end.taken': 'Damage taken',
  'end.lpLeft': 'Your LP left',
  'end.summoned': 'Monsters summoned',
  'end.attacks': 'Attacks declared',
  'end.seed': 'Seed',
  'end.rematch': 'Rematch',
  'end.replaySaved': 'Saved as a replay.',
  'end.watch': 'Watch the replay',
  'end.how': '{why}.',
  'end.bothLost': 'Both players lost at the same time.',
  'end.paid': 'LP you paid as costs',
} as const;
