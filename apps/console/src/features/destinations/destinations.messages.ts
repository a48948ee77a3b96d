import { defineMessages, type NoMessageValues } from 'react-intl';

type None = NoMessageValues;

/** The destinations page and its dialog (spec §2, §3 Destination). */
export const destinationsMessages = defineMessages<{
  title: None;
  description: None;
  tableLabel: None;
  noun: None;
  add: None;
  editTitle: None;
  prefix: None;
  prefixName: None;
  country: None;
  selectCountry: None;
  isMobile: None;
  isItfs: None;
  yes: None;
  no: None;
  seed: None;
  seeded: { added: string | number };
  seedFailed: None;
}>({
  title: { id: 'xpbx.destinations.title', defaultMessage: 'Destinations' },
  description: {
    id: 'xpbx.destinations.description',
    defaultMessage: 'Dialled-number prefixes and where they lead: country, mobile or toll-free (ITFS).',
  },
  tableLabel: { id: 'xpbx.destinations.table', defaultMessage: 'Destinations' },
  noun: { id: 'xpbx.destinations.noun', defaultMessage: 'destinations' },
  add: { id: 'xpbx.destinations.add', defaultMessage: 'Add destination' },
  editTitle: { id: 'xpbx.destinations.editTitle', defaultMessage: 'Edit destination' },
  prefix: { id: 'xpbx.destinations.field.prefix', defaultMessage: 'Prefix' },
  prefixName: { id: 'xpbx.destinations.field.prefixName', defaultMessage: 'Prefix name' },
  country: { id: 'xpbx.destinations.field.country', defaultMessage: 'Country' },
  selectCountry: { id: 'xpbx.destinations.selectCountry', defaultMessage: 'Select country' },
  isMobile: { id: 'xpbx.destinations.field.isMobile', defaultMessage: 'Is mobile' },
  isItfs: { id: 'xpbx.destinations.field.isItfs', defaultMessage: 'Is ITFS' },
  yes: { id: 'xpbx.destinations.yes', defaultMessage: 'Yes' },
  no: { id: 'xpbx.destinations.no', defaultMessage: 'No' },
  seed: { id: 'xpbx.destinations.seed', defaultMessage: 'Add all country codes' },
  seeded: {
    id: 'xpbx.destinations.seeded',
    defaultMessage:
      '{added, plural, =0 {Every country code is already there.} one {# country code was added.} other {# country codes were added.}}',
  },
  seedFailed: {
    id: 'xpbx.destinations.seedFailed',
    defaultMessage: 'The country codes could not be added, please try again',
  },
});
