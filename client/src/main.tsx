import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter, whenRouterReady, type AppRouter } from './app/router';
import { storedLanguage } from './lib/i18n/language';
import './app/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

function render(element: HTMLElement, router: AppRouter) {
  createRoot(element).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}

// The router starts loading the first page at once; it renders when that page is ready (see whenRouterReady).
const router = createAppRouter();
const ready = whenRouterReady(router);

// A language chosen on an earlier visit loads before the first paint, so the page does not flash Korean first; if
// it cannot load, the shop opens in Korean.
const language = storedLanguage();
const chosen =
  language === 'ko'
    ? Promise.resolve()
    : import('./lib/i18n/choose-language').then(({ chooseLanguage }) => chooseLanguage(language)).catch(() => {});
void Promise.all([ready, chosen]).then(() => render(root, router));
