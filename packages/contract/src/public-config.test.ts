import { describe, expect, it } from 'vitest';
import type { Contact } from './entities/widget.js';
import { publicWidgetConfig } from './public-config.js';
import { defaultOpeningHours, widgetDefaults } from './widget-defaults.js';

const contact = (timezone: string | null): Contact => ({
  id: 'c1',
  slug: 'sofia',
  mainSettings: {
    title: 'Sofia office',
    email: 'staff@example.com',
    phoneNumber: '+35929990001',
    contactOptions: widgetDefaults.contactOptions,
  },
  openingHours: defaultOpeningHours(),
  timezone,
  address: { country: 'Bulgaria', state: 'Sofia', street: '1 Vitosha Blvd', postCode: '1000' },
  departments: [
    {
      id: 'd1',
      name: 'Sales',
      slug: 'sales',
      contactOptions: widgetDefaults.contactOptions,
      email: 'sales@example.com',
      phoneNumber: '+35929990002',
      openingHours: defaultOpeningHours(),
    },
  ],
});

const widget = {
  public_key: 'pk_1',
  name: 'Main',
  timezone: 'Europe/Berlin',
  sidebar: widgetDefaults.sidebar,
  appearance: { ...widgetDefaults.appearance, headerBackground: '#123456' },
  multilanguage: widgetDefaults.multilanguage,
  config: { gdpr_url: 'https://example.com/gdpr', terms_url: null },
  contacts: [contact('Europe/Sofia'), contact(null)],
};

describe('publicWidgetConfig', () => {
  it('keeps what visitors see and leaves out staff emails and addresses', () => {
    const config = publicWidgetConfig(widget);
    expect(config.appearance.headerBackground).toBe('#123456');
    expect(config.contacts[0]).toEqual({
      id: 'c1',
      slug: 'sofia',
      title: 'Sofia office',
      phoneNumber: '+35929990001',
      contactOptions: widgetDefaults.contactOptions,
      openingHours: defaultOpeningHours(),
      timezone: 'Europe/Sofia',
      departments: [
        {
          id: 'd1',
          name: 'Sales',
          slug: 'sales',
          phoneNumber: '+35929990002',
          contactOptions: widgetDefaults.contactOptions,
          openingHours: defaultOpeningHours(),
        },
      ],
    });
    expect(JSON.stringify(config)).not.toMatch(/example\.com"|Vitosha|staff@/);
  });

  it('gives a contact without a zone the widget’s, and passes only the two links of config', () => {
    const config = publicWidgetConfig({
      ...widget,
      config: { ...widget.config, secret: 'x' } as typeof widget.config,
    });
    expect(config.contacts[1]?.timezone).toBe('Europe/Berlin');
    expect(config.config).toEqual({ gdpr_url: 'https://example.com/gdpr', terms_url: null });
  });
});
