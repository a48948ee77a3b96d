import type { Locale, Messages } from '@switchboard/i18n';
import { ToasterOnDemand } from '@switchboard/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { LocaleProvider } from '../features/i18n/LocaleProvider';
import { ThemeProvider } from '../features/theme/ThemeProvider';
import { AppContextProvider } from './AppContextProvider';
import type { ConsoleApp } from './createApp';

export interface AppProps {
  app: ConsoleApp;
  locale?: Locale;
  messages?: Messages;
}

/** The providers around the router: app context, query cache, language, theme, toasts. */
export function App({ app, locale, messages }: AppProps) {
  return (
    <AppContextProvider value={app}>
      <QueryClientProvider client={app.queryClient}>
        <LocaleProvider
          {...(locale ? { initialLocale: locale } : {})}
          {...(messages ? { initialMessages: messages } : {})}
        >
          <ThemeProvider>
            <RouterProvider router={app.router} />
            <ToasterOnDemand />
          </ThemeProvider>
        </LocaleProvider>
      </QueryClientProvider>
    </AppContextProvider>
  );
}
