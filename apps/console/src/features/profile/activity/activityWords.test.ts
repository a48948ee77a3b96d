/** Every change the trail records reads as words in every language, never as its entry's name. */
import { loadMessages } from '@switchboard/i18n';
import { createIntl } from 'react-intl';
import { actionWords } from './actionWords';
import { ACTIONS } from './activitySearch';
import { activityWords, parse } from './activityWords';

describe('activityWords', () => {
  it('has words for every recorded action that is not a CRUD of a resource, and none for others', () => {
    const plain = ACTIONS.filter((action) => parse(action) === null);
    expect(plain.filter((action) => !(action in actionWords))).toEqual([]);
    expect(Object.keys(actionWords).filter((action) => !plain.includes(action))).toEqual([]);
  });

  it.each(['en', 'ar', 'de'] as const)('words each recorded action in %s', async (locale) => {
    const words = activityWords(createIntl({ locale, messages: await loadMessages(locale) }));
    expect(ACTIONS.filter((action) => words.action(action) === action)).toEqual([]);
    if (locale === 'ar') expect(words.action('changePassword')).toBe('تغيير كلمة المرور');
  });

  it('says which administrator acted as the user, why, and how it ended', async () => {
    const words = activityWords(createIntl({ locale: 'en', messages: await loadMessages('en') }));
    const administrator = { id: 1, name: 'Ada Admin', email: 'ada@example.test' };
    expect(words.action('impersonation.start', null, { administrator, reason: 'Ticket 42' })).toBe(
      'Administrator Ada Admin started acting as this user: Ticket 42',
    );
    expect(words.action('impersonation.end', null, { administrator, how: 'returned' })).toBe(
      'Administrator Ada Admin stopped acting as this user',
    );
    expect(words.action('impersonation.end', null, { administrator, how: 'expired' })).toBe(
      'The time of administrator Ada Admin acting as this user ran out',
    );
    expect(
      words.action('credit_note.issue', null, {
        administrator,
        amount_minor: 1234,
        reason: 'Outage, ticket 77',
      }),
    ).toBe('Administrator Ada Admin credited €12.34 to the balance: Outage, ticket 77');
  });
});
