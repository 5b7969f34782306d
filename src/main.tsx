import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { useApp } from './store/appStore';
import { boot } from './store/boot';
import { App } from './ui/App';
import { keepDraft } from './ui/decks/draftSave';
import { openLink } from './ui/links';
import './ui/styles/base.css';
import './ui/styles/card.css';
import './ui/styles/board.css';
import './ui/styles/cards-ui.css';
import './ui/styles/panels.css';
import './ui/styles/side.css';
import './ui/styles/screens.css';
import './ui/styles/library.css';

const container = document.getElementById('root');
if (!container) {
  throw new Error('Missing #root element in index.html');
}

// A duel from a scenario in the address (#scenario=...) starts before the first paint.
useApp.getState().startFromHash(window.location.hash);
openLink(window.location.hash);
void boot(keepDraft);

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
