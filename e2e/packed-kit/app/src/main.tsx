import '@switchboard/ui/fonts.css';
import '@switchboard/ui/style.css';
import { applyThemeMode } from '@switchboard/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { KitPage } from './KitPage';

// The dark theme, so the test can tell the kit's colours from the browser's defaults.
applyThemeMode('dark');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <IntlProvider locale="en" defaultLocale="en">
      <QueryClientProvider client={new QueryClient()}>
        <KitPage />
      </QueryClientProvider>
    </IntlProvider>
  </StrictMode>,
);
