import { defineMessages, type NoMessageValues } from 'react-intl';

type None = NoMessageValues;

/** The carrier list, a carrier's page and its dialogs (spec §2 carrier screens, §3 Carrier). */
export const carriersMessages = defineMessages<{
  title: None;
  description: None;
  tableLabel: None;
  noun: None;
  add: None;
  editTitle: None;
  name: None;
  timezone: None;
  selectTimezone: None;
  isActive: None;
  currency: None;
  username: None;
  password: None;
  passwordKeepHint: None;
  passwordSaved: None;
  passwordNone: None;
  carrierDescription: None;
  didSupplier: None;
  smsSupplier: None;
  voiceSupplier: None;
  yes: None;
  no: None;
  open: { name: string | number };
  details: None;
  tabGeneral: None;
  tabTrunks: None;
  tabRates: None;
  tabRules: None;
  rulesIntro: None;
  rulesOf: { name: string | number };
  noTrunks: None;
}>({
  title: { id: 'xpbx.carriers.title', defaultMessage: 'Carriers' },
  description: {
    id: 'xpbx.carriers.description',
    defaultMessage: 'The operators that carry your calls, their trunks, rules and rates.',
  },
  tableLabel: { id: 'xpbx.carriers.table', defaultMessage: 'Carriers' },
  noun: { id: 'xpbx.carriers.noun', defaultMessage: 'carriers' },
  add: { id: 'xpbx.carriers.add', defaultMessage: 'Add carrier' },
  editTitle: { id: 'xpbx.carriers.editTitle', defaultMessage: 'Edit carrier' },
  name: { id: 'xpbx.carriers.field.name', defaultMessage: 'Name' },
  timezone: { id: 'xpbx.carriers.field.timezone', defaultMessage: 'Timezone' },
  selectTimezone: { id: 'xpbx.carriers.selectTimezone', defaultMessage: 'Select timezone' },
  isActive: { id: 'xpbx.carriers.field.isActive', defaultMessage: 'Is active' },
  currency: { id: 'xpbx.carriers.field.currency', defaultMessage: 'Currency' },
  username: { id: 'xpbx.carriers.field.username', defaultMessage: 'Username' },
  password: { id: 'xpbx.carriers.field.password', defaultMessage: 'Password' },
  passwordKeepHint: {
    id: 'xpbx.carriers.passwordKeepHint',
    defaultMessage: 'Leave empty to keep the saved password; it is never shown again.',
  },
  passwordSaved: { id: 'xpbx.carriers.passwordSaved', defaultMessage: 'Saved (hidden)' },
  passwordNone: { id: 'xpbx.carriers.passwordNone', defaultMessage: 'None' },
  carrierDescription: { id: 'xpbx.carriers.field.description', defaultMessage: 'Description' },
  didSupplier: { id: 'xpbx.carriers.field.didSupplier', defaultMessage: 'DID supplier' },
  smsSupplier: { id: 'xpbx.carriers.field.smsSupplier', defaultMessage: 'SMS supplier' },
  voiceSupplier: { id: 'xpbx.carriers.field.voiceSupplier', defaultMessage: 'Voice supplier' },
  yes: { id: 'xpbx.carriers.yes', defaultMessage: 'Yes' },
  no: { id: 'xpbx.carriers.no', defaultMessage: 'No' },
  open: { id: 'xpbx.carriers.open', defaultMessage: 'Open {name}' },
  details: { id: 'xpbx.carriers.details', defaultMessage: 'Carrier Details' },
  tabGeneral: { id: 'xpbx.carriers.tab.general', defaultMessage: 'General' },
  tabTrunks: { id: 'xpbx.carriers.tab.trunks', defaultMessage: 'Trunks' },
  tabRates: { id: 'xpbx.carriers.tab.rates', defaultMessage: 'Rates' },
  tabRules: { id: 'xpbx.carriers.tab.rules', defaultMessage: 'Rules' },
  rulesIntro: {
    id: 'xpbx.carriers.rulesIntro',
    defaultMessage:
      'Trunk rules rewrite the numbers of a call on one trunk. Choose a trunk to see and test its rules.',
  },
  rulesOf: { id: 'xpbx.carriers.rulesOf', defaultMessage: 'Trunk rules of {name}' },
  noTrunks: {
    id: 'xpbx.carriers.noTrunks',
    defaultMessage: 'This carrier has no trunks yet: add one on the Trunks tab.',
  },
});
