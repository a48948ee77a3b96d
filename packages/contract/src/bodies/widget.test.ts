import { structErrors } from '@switchboard/forms';
import { type Struct, validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { defaultOpeningHours, normalizeMultilanguage, toSlug, widgetDefaults } from '../widget-defaults.js';
import { isIpOrCidr } from './ip.js';
import { reportFiltersBody, reportMapBody } from './reports.js';
import { callbackRequestBody, callIntentBody, visitorEmailBody, visitorMessageBody } from './visitor.js';
import {
  APPEARANCE_COLOR_FIELDS,
  isColor,
  widgetAppearanceBody,
  widgetBlacklistBody,
  widgetCountriesBody,
  widgetCurrentLanguageBody,
  widgetLanguagesBody,
  widgetSidebarBody,
} from './widget.js';
import { widgetContactsBody } from './widget-contacts.js';
import { createWidgetBody } from './widget-whole.js';

function check<T>(struct: Struct<T>, value: unknown) {
  const [error, data] = validate(value, struct, { coerce: true });
  return error ? { errors: structErrors(error) } : { data };
}

const office = (overrides: Record<string, unknown> = {}) => ({
  id: 'c1',
  slug: '',
  mainSettings: {
    title: 'Sofia office',
    email: 'sofia@example.com',
    phoneNumber: '+35929990001',
    contactOptions: { phoneCalls: true, requestCallback: true, chat: false, email: true, videoCalls: false },
  },
  openingHours: defaultOpeningHours(),
  timezone: 'Europe/Sofia',
  address: { country: 'Bulgaria', state: 'Sofia', street: '1 Vitosha Blvd', postCode: '1000' },
  departments: [{ id: 'd1', name: 'Sales', email: '', phoneNumber: '+35929990002' }],
  ...overrides,
});

describe('widget create', () => {
  it('needs only a name', () => {
    expect(check(createWidgetBody, { name: 'Shop' }).data).toEqual({ name: 'Shop' });
    expect(check(createWidgetBody, {}).errors).toEqual({ name: 'Name is required.' });
  });

  it('checks every part it is given', () => {
    const result = check(createWidgetBody, {
      name: 'Shop',
      is_active: '1',
      plan: 'gold',
      sidebar: { position: 'top' },
      appearance: { bodyBackground: 'red;}' },
      my_country: ['bg', { code: 'de' }, 'Bulgaria'],
      ip_blacklist: ['10.0.0.0/8', '300.1.1.1'],
      config: { terms_url: 'not a link' },
    });
    expect(result.errors).toEqual({
      plan: 'Enter valid Plan',
      'sidebar.position': 'Enter valid Position',
      'appearance.bodyBackground': 'Enter valid Body background',
      'my_country.2': 'Enter valid Country',
      'ip_blacklist.1': 'Enter valid IP address or range',
      'config.terms_url': 'Enter valid Terms url',
    });
  });
});

describe('contacts', () => {
  it('accept a whole office with a department, the kit’s opening hours and a numeric id', () => {
    const result = check(widgetContactsBody, { contacts: [office({ id: 7 })] });
    expect(result.errors).toBeUndefined();
    expect(result.data?.contacts[0]?.id).toBe('7');
  });

  it('key nested failures by their path with the rule set’s words', () => {
    const hours = defaultOpeningHours();
    hours.monday.ranges = [
      { from: '09:00', to: '12:00' },
      { from: '11:00', to: '13:00' },
    ];
    hours.tuesday.ranges = [{ from: '17:00', to: '09:00' }];
    hours.wednesday.ranges = [{ from: '9:00', to: '17:00' }];
    const result = check(widgetContactsBody, {
      contacts: [
        office({
          mainSettings: { title: '', email: 'nope', phoneNumber: '0888123456' },
          openingHours: hours,
          departments: [{ id: 'bad id!', name: 'X', phoneNumber: '+1' }],
        }),
      ],
    });
    expect(result.errors).toEqual({
      'contacts.0.mainSettings.title': 'Title is required.',
      'contacts.0.mainSettings.email': 'Email must be a valid email address.',
      'contacts.0.mainSettings.phoneNumber': 'Please enter your phone number with country code',
      'contacts.0.openingHours.monday': 'Opening hours overlap',
      'contacts.0.openingHours.tuesday': 'The closing time must be after the opening time',
      'contacts.0.openingHours.wednesday.ranges.0.from': 'Enter a time as HH:MM',
      'contacts.0.departments.0.id': 'Enter valid Id',
      'contacts.0.departments.0.phoneNumber': 'Phone number is not correct',
    });
  });

  it('refuse repeated ids and a missing list', () => {
    expect(check(widgetContactsBody, { contacts: [office(), office()] }).errors).toEqual({
      contacts: 'Contact ids must be unique',
    });
    expect(check(widgetContactsBody, {}).errors).toEqual({ contacts: 'Contacts is required.' });
  });
});

describe('languages, sidebar, appearance', () => {
  it('validate language codes and translations', () => {
    expect(
      check(widgetLanguagesBody, { multilanguage: { userLanguages: ['en', 'pt-BR'], lang: 'pt-BR' } }).data,
    ).toEqual({ multilanguage: { userLanguages: ['en', 'pt-BR'], lang: 'pt-BR' } });
    expect(check(widgetLanguagesBody, { multilanguage: { userLanguages: ['english'] } }).errors).toEqual({
      'multilanguage.userLanguages.0': 'Enter valid Language',
    });
    expect(check(widgetCurrentLanguageBody, { multilanguage: {} }).errors).toEqual({
      'multilanguage.lang': 'Language is required.',
    });
  });

  it('normalises languages as spec §4 says', () => {
    expect(
      normalizeMultilanguage({
        lang: 'de',
        userLanguages: ['en', 'es', 'en'],
        userEditedLangs: { de: { hi: 'Hallo' }, es: { hi: 'Hola' } },
      }),
    ).toEqual({ lang: 'en', userLanguages: ['en', 'es'], userEditedLangs: { es: { hi: 'Hola' } } });
    expect(normalizeMultilanguage({ userLanguages: [] })).toEqual(widgetDefaults.multilanguage);
  });

  it('check sidebar enums and appearance colours', () => {
    expect(check(widgetSidebarBody, { sidebar: { animation: 'ripple', position: 'left' } }).data).toEqual({
      sidebar: { animation: 'ripple', position: 'left' },
    });
    expect(check(widgetAppearanceBody, { appearance: widgetDefaults.appearance }).errors).toBeUndefined();
    expect(
      check(widgetAppearanceBody, { appearance: { chatVisibility: 'sometimes', headerColor: '#12' } }).errors,
    ).toEqual({
      'appearance.headerColor': 'Enter valid Header color',
      'appearance.chatVisibility': 'Enter valid Chat visibility',
    });
    for (const value of ['#fff', '#16A34A', '#16a34a80', 'rgb(1, 2, 3)', 'hsl(120 50% 50% / 0.5)']) {
      expect([value, isColor(value)]).toEqual([value, true]);
    }
    for (const value of ['green', 'url(x)', '#ggg', 'rgb(1,2,3);background:url(x)', 'expression(alert(1))']) {
      expect([value, isColor(value)]).toEqual([value, false]);
    }
  });
});

describe('defaults', () => {
  it('follow spec §3/§9 and give every appearance colour a valid value', () => {
    expect(widgetDefaults.sidebar).toMatchObject({ position: 'right', animation: 'ripple' });
    expect(widgetDefaults.appearance).toMatchObject({
      widgetPosition: 'right',
      chatVisibility: 'on-desktop-and-mobile',
    });
    expect(widgetDefaults.multilanguage).toEqual({ lang: 'en', userLanguages: ['en'], userEditedLangs: {} });
    for (const field of APPEARANCE_COLOR_FIELDS)
      expect([field, isColor(widgetDefaults.appearance[field])]).toEqual([field, true]);
    expect(widgetDefaults.appearance.floatingButtonBackground).toBe('#16a34a');
  });

  it('derive slugs', () => {
    expect(toSlug('Main Office — Sofia')).toBe('main-office-sofia');
    expect(toSlug('Café Zürich')).toBe('cafe-zurich');
  });
});

describe('countries and blacklist', () => {
  it('take codes and country entries', () => {
    expect(check(widgetCountriesBody, { countries: [' bg', { code: 'DE', name: 'Germany' }] }).data).toEqual({
      countries: ['BG', 'DE'],
    });
  });

  it('know IPv4, IPv6 and CIDR', () => {
    const good = [
      '1.2.3.4',
      '10.0.0.0/8',
      '::1',
      '2001:db8::/32',
      '::ffff:192.0.2.1',
      'fe80::1:2:3:4',
      '0.0.0.0/0',
    ];
    const bad = [
      '1.2.3',
      '01.2.3.4',
      '1.2.3.4/33',
      '2001:db8::/129',
      '1::2::3',
      'fe80::1%eth0',
      'abc',
      '1.2.3.4/',
    ];
    for (const ip of good) expect([ip, isIpOrCidr(ip)]).toEqual([ip, true]);
    for (const ip of bad) expect([ip, isIpOrCidr(ip)]).toEqual([ip, false]);
    expect(check(widgetBlacklistBody, { ips: [' 2001:DB8::1 '] }).data).toEqual({ ips: ['2001:db8::1'] });
  });
});

describe('visitor forms', () => {
  it('need the terms and an international phone for a callback', () => {
    expect(check(callbackRequestBody, { name: 'Ada', phone: '0888123456', terms: false }).errors).toEqual({
      phone: 'Please enter your phone number with country code',
      terms: 'You have to accept our terms and services',
    });
    expect(
      check(callbackRequestBody, { name: 'Ada', phone: '+359888123456', terms: 'on', contact_id: '' }).data,
    ).toEqual({ name: 'Ada', phone: '+359888123456', terms: 'on', contact_id: null });
  });

  it('check message and email fields, and the attachment size', () => {
    expect(check(visitorMessageBody, { name: 'Ada', email: 'x', message: '', terms: true }).errors).toEqual({
      email: 'Email must be a valid email address.',
      message: 'Message is required.',
    });
    const big = new Blob([new Uint8Array(10 * 1024 * 1024 + 1)]);
    const form = { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Hello', terms: true };
    expect(check(visitorEmailBody, { ...form, attachment: big }).errors).toEqual({
      attachment: 'The file is too large. The limit is 10 MB.',
    });
    expect(check(visitorEmailBody, form).errors).toBeUndefined();
    expect(visitorEmailBody.multipart).toMatchObject({ field: 'attachment', maxBytes: 10 * 1024 * 1024 });
  });

  it('need a contact for a call', () => {
    expect(check(callIntentBody, {}).errors).toEqual({ contact_id: 'Contact id is required.' });
  });
});

describe('report filters', () => {
  it('take dates, date-times, epoch milliseconds and placeholders', () => {
    expect(
      check(reportFiltersBody, {
        startTime: '2026-01-01',
        endTime: 1_790_000_000_000,
        widget_id: '3',
        office_id: 'select option',
      }).data,
    ).toEqual({
      startTime: '2026-01-01',
      endTime: new Date(1_790_000_000_000).toISOString(),
      widget_id: 3,
      office_id: null,
    });
    expect(check(reportFiltersBody, { startTime: 'yesterday' }).errors).toEqual({
      startTime: 'Enter valid Start time',
    });
    expect(check(reportFiltersBody, { startTime: '2026-02-01', endTime: '2026-01-01' }).errors).toEqual({
      _form: 'The end time must not be before the start time',
    });
  });

  it('take the map’s service, zoom and corners', () => {
    expect(
      check(reportMapBody, { service: 'all', zoomFactor: '4', positions: [{ lat: 40, lng: 20 }] }).data,
    ).toEqual({ service: null, zoomFactor: 4, positions: [{ lat: 40, lng: 20 }] });
    expect(check(reportMapBody, { service: 'faxes', positions: [{ lat: 91, lng: 0 }] }).errors).toEqual({
      service: 'Enter valid Service',
      'positions.0.lat': 'Enter valid Lat',
    });
  });
});
