import { DEFAULT_LOCALE, direction, englishMessages, type Locale, type Messages } from '@switchboard/i18n';
import { type ReactNode, useEffect, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { loadCatalog } from './loadCatalog';
import { onIntlError } from './onIntlError';

export interface ForceLocaleProps {
  /** The language the subtree shows whatever the user chose. @default 'en' */
  locale?: Locale;
  children: ReactNode;
}

/**
 * Shows a route subtree in one language whatever the interface language is: spec §1 offers the
 * profile screens in English only. The subtree gets its own `lang` and `dir` (the header and
 * portals keep the document's). Until another locale's catalog arrives, English stands in.
 */
export function ForceLocale({ locale = DEFAULT_LOCALE, children }: ForceLocaleProps) {
  const [messages, setMessages] = useState<Messages>(englishMessages);
  useEffect(() => {
    if (locale === DEFAULT_LOCALE) return setMessages(englishMessages);
    let active = true;
    loadCatalog(locale).then(
      (loaded) => active && setMessages(loaded),
      () => {},
    );
    return () => {
      active = false;
    };
  }, [locale]);
  return (
    <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages} onError={onIntlError}>
      <div lang={locale} dir={direction(locale)}>
        {children}
      </div>
    </IntlProvider>
  );
}
