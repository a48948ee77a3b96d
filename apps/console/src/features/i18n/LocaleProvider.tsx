import {
  DEFAULT_LOCALE,
  direction,
  englishMessages,
  type Locale,
  type Messages,
  storeLocale,
} from '@switchboard/i18n';
import { toast } from '@switchboard/ui';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { FormattedMessage, IntlProvider } from 'react-intl';
import { i18nMessages } from './i18n.messages';
import { loadCatalog } from './loadCatalog';
import { onIntlError } from './onIntlError';

interface LocaleState {
  /** The interface language shown now. */
  locale: Locale;
  /** Loads the language's catalog, then switches to it and keeps it under `user_lang`. */
  setLocale: (locale: Locale) => Promise<void>;
}

const Context = createContext<LocaleState | null>(null);

export interface LocaleProviderProps {
  /** The language to start in (the stored one, see `storedLocale`). @default 'en' */
  initialLocale?: Locale;
  /** Its catalog, loaded before the first render so the app never flashes English. */
  initialMessages?: Messages;
  children: ReactNode;
}

/**
 * The interface language (spec §1): react-intl's provider with the catalog of the chosen locale,
 * and `lang`/`dir` on <html> so Arabic mirrors the whole page, portals included. Catalogs other
 * than English load on demand; a failed load keeps the current language and says so.
 */
export function LocaleProvider({
  initialLocale = DEFAULT_LOCALE,
  initialMessages = englishMessages,
  children,
}: LocaleProviderProps) {
  const [current, setCurrent] = useState({ locale: initialLocale, messages: initialMessages });
  const latest = useRef<Locale>(initialLocale);

  const setLocale = useCallback(async (locale: Locale) => {
    latest.current = locale;
    try {
      const messages = await loadCatalog(locale);
      if (latest.current !== locale) return; // a later choice won
      storeLocale(locale);
      setCurrent({ locale, messages });
    } catch {
      toast.danger(<FormattedMessage {...i18nMessages.loadFailed} />);
    }
  }, []);

  useLayoutEffect(() => {
    const root = document.documentElement;
    root.lang = current.locale;
    root.dir = direction(current.locale);
  }, [current.locale]);

  return (
    <Context.Provider value={{ locale: current.locale, setLocale }}>
      <IntlProvider
        locale={current.locale}
        defaultLocale={DEFAULT_LOCALE}
        messages={current.messages}
        onError={onIntlError}
      >
        {children}
      </IntlProvider>
    </Context.Provider>
  );
}

export function useLocale(): LocaleState {
  const state = useContext(Context);
  if (!state) throw new Error('useLocale() needs <LocaleProvider> above it');
  return state;
}
