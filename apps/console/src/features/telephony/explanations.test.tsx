import { EXPLANATION_CODES } from '@switchboard/contract';
import { loadEnglishCatalog, loadMessages, locales } from '@switchboard/i18n';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { explanationMessages } from './explanations.messages';
import { useExplain } from './useExplain';

const catalogs = async () =>
  Promise.all(
    locales.map(async (locale) => ({
      locale,
      messages: locale === 'en' ? await loadEnglishCatalog() : await loadMessages(locale),
    })),
  );

describe('explanation codes', () => {
  it('word every code the contract defines, in every catalog', async () => {
    const missing: string[] = [];
    for (const { locale, messages } of await catalogs()) {
      for (const code of EXPLANATION_CODES) {
        const id = explanationMessages[code]?.id;
        if (!id) missing.push(`${code}: no message in the console`);
        else if (!messages[id]) missing.push(`${locale}: ${code} (${id})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('words them in Arabic with numbers, patterns and zones left to right and names isolated', async () => {
    const messages = await loadMessages('ar');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <IntlProvider locale="ar" messages={messages}>
        {children}
      </IntlProvider>
    );
    const { result } = renderHook(() => useExplain(), { wrapper });
    const explain = result.current;
    expect(explain({ code: 'route.b_no_match', params: { pattern: '^00', number: '004420' } })).toBe(
      'تعبير B النمطي \u2066^00\u2069 لا يطابق الرقم المطلوب \u2066004420\u2069',
    );
    const closed = explain({
      code: 'timeslot.weekday_closed',
      params: {
        timeslot: 'Office',
        weekday: 'saturday',
        date: '2026-03-07',
        time: '10:00',
        zone: 'Europe/Sofia',
      },
    });
    expect(closed).toContain('«\u2068Office\u2069» مغلقة يوم السبت');
    expect(closed).toContain('\u206610:00\u2069 (\u2066Europe/Sofia\u2069)');
    expect(explain({ code: 'sim.play_sound', params: { name: null } })).toBe(
      'يُشغَّل الملف الصوتي (لم يُختر شيء)',
    );
  });
});
