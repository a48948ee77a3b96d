import { defineMessages } from 'react-intl';

type Domain = { domain: string };

/** The domains list, its dialog, the create-domain page and the time zones page. */
export const pbxDomainsMessages = defineMessages({
  title: { id: 'xpbx.domains.title', defaultMessage: 'Domains' },
  description: {
    id: 'xpbx.domains.description',
    defaultMessage:
      'The SIP domains of your PBX. Users and extensions belong to one; new ones join the default domain, which cannot be deleted.',
  },
  tableLabel: { id: 'xpbx.domains.tableLabel', defaultMessage: 'Domains' },
  noun: { id: 'xpbx.domains.noun', defaultMessage: 'domains' },
  domain: { id: 'xpbx.domains.field.domain', defaultMessage: 'Domain' },
  domainHint: {
    id: 'xpbx.domains.field.domainHint',
    defaultMessage: 'A host name, such as sip.example.com.',
  },
  numberPattern: { id: 'xpbx.domains.field.numberPattern', defaultMessage: 'Number pattern' },
  numberPatternHint: {
    id: 'xpbx.domains.field.numberPatternHint',
    defaultMessage:
      'A regular expression (RE2) the numbers of this domain match; empty matches every number.',
  },
  timezone: { id: 'xpbx.domains.field.timezone', defaultMessage: 'Time zone' },
  accountZone: { id: 'xpbx.domains.field.accountZone', defaultMessage: 'The account’s time zone' },
  add: { id: 'xpbx.domains.add', defaultMessage: 'Add domain' },
  createTitle: { id: 'xpbx.domains.dialog.createTitle', defaultMessage: 'Add domain' },
  editTitle: { id: 'xpbx.domains.dialog.editTitle', defaultMessage: 'Edit domain' },
  createPageTitle: { id: 'xpbx.domains.create.title', defaultMessage: 'Create domain' },
  createPageDescription: {
    id: 'xpbx.domains.create.description',
    defaultMessage: 'A new SIP domain: its host, the numbers it serves and the time zone of its timeslots.',
  },
  save: { id: 'xpbx.domains.create.save', defaultMessage: 'Create domain' },
  backToList: { id: 'xpbx.domains.create.back', defaultMessage: 'Back to domains' },
});

/** /xpbx/settings/timezones. */
export const pbxTimezonesMessages = defineMessages({
  title: { id: 'xpbx.timezones.title', defaultMessage: 'Time zones' },
  description: {
    id: 'xpbx.timezones.description',
    defaultMessage:
      'Timeslots are read in their own time zone; without one, in their domain’s; without that, in the account’s; without that, in UTC.',
  },
  accountZone: { id: 'xpbx.timezones.accountZone', defaultMessage: 'Account time zone' },
  utc: { id: 'xpbx.timezones.utc', defaultMessage: 'UTC' },
  save: { id: 'xpbx.timezones.save', defaultMessage: 'Save' },
  domainsHeading: { id: 'xpbx.timezones.domainsHeading', defaultMessage: 'Domain time zones' },
  saved: { id: 'xpbx.timezones.saved', defaultMessage: 'You have saved the account time zone successfully.' },
  saveFailed: {
    id: 'xpbx.timezones.saveFailed',
    defaultMessage: 'Something went wrong with saving the account time zone, please try again',
  },
});

/** Texts naming a domain. */
export const pbxDomainNamedMessages = defineMessages<{ isDefault: Domain; domainZone: Domain }>({
  isDefault: { id: 'xpbx.domains.default', defaultMessage: '{domain} (default)' },
  domainZone: { id: 'xpbx.timezones.domainZone', defaultMessage: 'Time zone of {domain}' },
});
