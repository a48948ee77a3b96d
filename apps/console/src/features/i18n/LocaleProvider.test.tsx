import { loadEnglishCatalog, loadMessages, locales, USER_LANG_KEY } from '@switchboard/i18n';
import { screen, waitFor } from '@testing-library/react';
import { createIntl, ReactIntlErrorCode } from 'react-intl';
import { fakeApi, profile } from '#test/fakeApi';
import { renderApp } from '#test/renderApp';

afterEach(() => {
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});

describe('the interface language', () => {
  it('switches the console to Arabic, right to left, keeps it under user_lang, and leaves the profile in English', async () => {
    const api = fakeApi({ 'GET /admin/me': profile() });
    const { user } = await renderApp({ path: '/profile', fetch: api.fetch, loggedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Language: English' }));
    // The menu's code loads after the first paint and the press waits for it; the test runner
    // compiles that code on its first import, which took over a second on a busy machine.
    await user.click(await screen.findByRole('menuitemradio', { name: 'العربية' }, { timeout: 10_000 }));

    expect(await screen.findByRole('button', { name: 'فتح القائمة' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(localStorage.getItem(USER_LANG_KEY)).toBe('ar');
    // Spec §1: the profile screens offer English only.
    const heading = screen.getByRole('heading', { level: 1, name: 'Profile' });
    expect(heading.closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(heading.closest('[dir]')).toHaveAttribute('dir', 'ltr');
  });

  it('starts in the language main.tsx loaded', async () => {
    await renderApp({ path: '/login', fetch: fakeApi({}).fetch, locale: 'de' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Anmelden' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'de'));
  });
});

describe('every catalog', () => {
  it.each(locales)('%s formats each of its messages without an error', async (locale) => {
    const [messages, englishMessages] = await Promise.all([loadMessages(locale), loadEnglishCatalog()]);
    const errors: string[] = [];
    const intl = createIntl({
      locale,
      messages,
      // An id a catalog lacks (the English-only profile texts) shows its English default; the
      // catalog check reports missing ids.
      onError: (error) => {
        if (error.code !== ReactIntlErrorCode.MISSING_TRANSLATION)
          errors.push(`${error.code}: ${error.message}`);
      },
    });
    for (const [id, english] of Object.entries(englishMessages)) {
      // Every argument the message names gets a value; 3 suits text, numbers and plurals alike.
      const names = [...`${english} ${messages[id]}`.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map(
        (m) => m[1],
      );
      intl.formatMessage({ id, defaultMessage: english }, Object.fromEntries(names.map((name) => [name, 3])));
    }
    expect(errors).toEqual([]);
  });
});
