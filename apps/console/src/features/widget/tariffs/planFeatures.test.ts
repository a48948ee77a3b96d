import type { SubscriptionPlan } from '@switchboard/contract';
import { loadMessages } from '@switchboard/i18n';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { planFeatures } from './planFeatures';

const plan = (features: string[]): SubscriptionPlan => ({
  id: 'business-pro',
  name: 'Business pro',
  price_per_month: 59,
  price_per_month_minor: 5900,
  currency: 'EUR',
  billing_period: 'yearly',
  included_minutes: 100,
  features,
});

describe('planFeatures', () => {
  it('translates the lines it knows, with the minutes each names, and leaves out the billing', async () => {
    const de = createIntl({ locale: 'de', messages: await loadMessages('de') });
    expect(planFeatures(de, plan(['250 free minutes', 'Video calls', 'Billed yearly']))).toEqual([
      '250 Freiminuten',
      'Videoanrufe',
    ]);
  });

  it('shows a line an administrator wrote as written', async () => {
    const en = createIntl({ locale: 'en', messages: await loadMessages('en') });
    expect(planFeatures(en, plan(['Free porting of your numbers', '41000 minutes talk time']))).toEqual([
      'Free porting of your numbers',
      '41000 minutes talk time',
    ]);
  });
});
