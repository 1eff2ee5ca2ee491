import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './providers';
import type { AppRouter } from './router';
import { useLanguage } from '../lib/i18n/language';

export function App({ router }: { router: AppRouter }) {
  // Pages read their texts while rendering; a new language renders them again from the top (the URL, the session and
  // Apollo's cache stay).
  const language = useLanguage();
  return (
    <AppProviders>
      <RouterProvider key={language} router={router} />
    </AppProviders>
  );
}
