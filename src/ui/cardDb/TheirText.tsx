// A card text from the player's own card database, marked as theirs wherever it shows (the
// deck builder's card text and the duel's card detail): never taken for the app's own text.
import type { UserText } from './userTexts';

export function TheirText({ text, mark, className }: { text: UserText; mark: string; className: string }) {
  return (
    <div className={`theirs ${className}`} data-source="player">
      <p className="theirs__mark">{mark}</p>
      <p className="theirs__text">{text.desc}</p>
    </div>
  );
}
