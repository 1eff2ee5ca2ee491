import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { storedLanguage } from './lib/i18n/language';
import './app/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

function render(element: HTMLElement) {
  createRoot(element).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// A language chosen on an earlier visit loads before the first paint, so the page does not flash Korean first; if
// it cannot load, the shop opens in Korean.
const language = storedLanguage();
if (language === 'ko') render(root);
else
  void import('./lib/i18n/choose-language')
    .then(({ chooseLanguage }) => chooseLanguage(language))
    .finally(() => render(root));
