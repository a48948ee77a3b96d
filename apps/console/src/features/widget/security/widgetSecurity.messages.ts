import { defineMessages } from 'react-intl';

/** /widget/security and its two pages: the country allow-list and the IP blacklist. */
export const widgetSecurityMessages = defineMessages({
  title: { id: 'widgetSecurity.title', defaultMessage: 'Security' },
  description: {
    id: 'widgetSecurity.description',
    defaultMessage: 'Choose who may send calls, messages and emails through the widget.',
  },
  countriesTitle: { id: 'widgetSecurity.countriesTitle', defaultMessage: 'Countries' },
  allCountries: { id: 'widgetSecurity.allCountries', defaultMessage: 'All countries' },
  blacklistTitle: { id: 'widgetSecurity.blacklistTitle', defaultMessage: 'IP blacklist' },
  save: { id: 'widgetSecurity.save', defaultMessage: 'Save' },
});

export const widgetSecurityCountMessages = defineMessages<{
  countries: { count: number };
  blocked: { count: number };
  chosenCount: { count: number };
}>({
  countries: {
    id: 'widgetSecurity.countries',
    defaultMessage: 'Visitors from {count, plural, one {# country} other {# countries}}',
  },
  blocked: {
    id: 'widgetSecurity.blocked',
    defaultMessage:
      '{count, plural, =0 {No blocked addresses} one {# blocked address} other {# blocked addresses}}',
  },
  chosenCount: {
    id: 'widgetSecurity.chosenCount',
    defaultMessage:
      '{count, plural, =0 {No country chosen} one {# country chosen} other {# countries chosen}}',
  },
});

export const widgetCountriesMessages = {
  ...defineMessages<{ remove: { country: string } }>({
    remove: { id: 'widgetSecurity.countries.remove', defaultMessage: 'Remove {country}' },
  }),
  ...defineMessages({
    description: {
      id: 'widgetSecurity.countries.description',
      defaultMessage:
        'Only visitors from the countries you allow can send requests. Visitors from other countries still see the widget, but their calls, messages and emails are refused.',
    },
    scope: { id: 'widgetSecurity.countries.scope', defaultMessage: 'Who may use the widget' },
    scopeAll: { id: 'widgetSecurity.countries.scopeAll', defaultMessage: 'Visitors from all countries' },
    scopeChosen: {
      id: 'widgetSecurity.countries.scopeChosen',
      defaultMessage: 'Only visitors from the countries I choose',
    },
    search: { id: 'widgetSecurity.countries.search', defaultMessage: 'Search countries' },
    searchHint: {
      id: 'widgetSecurity.countries.searchHint',
      defaultMessage: 'By name, code or dialling code',
    },
    list: { id: 'widgetSecurity.countries.list', defaultMessage: 'Countries to choose from' },
    noMatch: { id: 'widgetSecurity.countries.noMatch', defaultMessage: 'No country matches your search.' },
    chosen: { id: 'widgetSecurity.countries.chosen', defaultMessage: 'Allowed countries' },
    removeTip: { id: 'widgetSecurity.countries.removeTip', defaultMessage: 'Remove' },
    chooseOne: {
      id: 'widgetSecurity.countries.chooseOne',
      defaultMessage: 'Choose at least one country, or allow all countries.',
    },
  }),
};

export const widgetBlacklistMessages = {
  ...defineMessages<{
    remove: { address: string };
    duplicate: { address: string };
    entryError: { address: string; message: string };
  }>({
    remove: { id: 'widgetSecurity.blacklist.remove', defaultMessage: 'Unblock {address}' },
    duplicate: { id: 'widgetSecurity.blacklist.duplicate', defaultMessage: '{address} is already blocked.' },
    entryError: { id: 'widgetSecurity.blacklist.entryError', defaultMessage: '{address}: {message}' },
  }),
  ...defineMessages({
    description: {
      id: 'widgetSecurity.blacklist.description',
      defaultMessage:
        'Visitors from a blocked address still see the widget, but their calls, messages and emails are refused: they are told their address is not accepted.',
    },
    address: { id: 'widgetSecurity.blacklist.address', defaultMessage: 'IP address or range' },
    addressHint: {
      id: 'widgetSecurity.blacklist.addressHint',
      defaultMessage: 'IPv4 or IPv6, e.g. 203.0.113.7, 2001:db8::1, or a range such as 203.0.113.0/24',
    },
    invalid: {
      id: 'widgetSecurity.blacklist.invalid',
      defaultMessage: 'Enter a valid IPv4 or IPv6 address, or a range such as 203.0.113.0/24.',
    },
    add: { id: 'widgetSecurity.blacklist.add', defaultMessage: 'Block' },
    list: { id: 'widgetSecurity.blacklist.list', defaultMessage: 'Blocked addresses' },
    empty: {
      id: 'widgetSecurity.blacklist.empty',
      defaultMessage: 'No address is blocked: every visitor can use the widget.',
    },
    removeTip: { id: 'widgetSecurity.blacklist.removeTip', defaultMessage: 'Unblock' },
    refused: {
      id: 'widgetSecurity.blacklist.refused',
      defaultMessage: 'The server refused the list:',
    },
  }),
};
