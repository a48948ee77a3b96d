import { defineMessages, type NoMessageValues } from 'react-intl';

/**
 * The profile screens are English only (spec §1): ids under `profile.` live in en.json alone (the
 * catalog check enforces it) and the routes render inside <ForceLocale locale="en">. Spec §8 texts
 * are word for word.
 */
export const profileMessages = defineMessages({
  title: { id: 'profile.dashboard.title', defaultMessage: 'Profile' },
  description: { id: 'profile.dashboard.description', defaultMessage: 'Your personal and company details.' },
  personal: { id: 'profile.dashboard.personal', defaultMessage: 'Personal info' },
  company: { id: 'profile.dashboard.company', defaultMessage: 'Company' },
  notSet: { id: 'profile.dashboard.notSet', defaultMessage: 'Not set yet' },
  unavailable: {
    id: 'profile.dashboard.unavailable',
    defaultMessage: 'Your profile could not be loaded. Please reload the page.',
  },
  shortcuts: { id: 'profile.dashboard.shortcuts', defaultMessage: 'Manage your account' },
  infoCard: { id: 'profile.dashboard.infoCard', defaultMessage: 'Information and password' },
  infoCardText: {
    id: 'profile.dashboard.infoCardText',
    defaultMessage: 'Change your photo, contact details, company details and password.',
  },
  usersCard: { id: 'profile.dashboard.usersCard', defaultMessage: 'Users' },
  usersCardText: {
    id: 'profile.dashboard.usersCardText',
    defaultMessage: 'See the users within your account.',
  },
  paymentCard: { id: 'profile.dashboard.paymentCard', defaultMessage: 'Payments' },
  paymentCardText: {
    id: 'profile.dashboard.paymentCardText',
    defaultMessage: 'Your saved cards, the charges made to them and their invoices.',
  },
  subscriptionsCard: { id: 'profile.dashboard.subscriptionsCard', defaultMessage: 'Subscriptions' },
  subscriptionsCardText: {
    id: 'profile.dashboard.subscriptionsCardText',
    defaultMessage: 'Subscribe to your services or stop their billing.',
  },
  rechargeCard: { id: 'profile.dashboard.rechargeCard', defaultMessage: 'Recharge account' },
  rechargeCardText: {
    id: 'profile.dashboard.rechargeCardText',
    defaultMessage: 'Add money to your balance: calls and services are paid from it.',
  },
  supportCard: { id: 'profile.dashboard.supportCard', defaultMessage: 'Support' },
  supportCardText: {
    id: 'profile.dashboard.supportCardText',
    defaultMessage: 'Send a message to our sales or support team.',
  },
});

/** Notices shared by the profile's forms (spec §8). */
export const profileNoticeMessages = defineMessages({
  resolveErrors: { id: 'profile.notice.resolveErrors', defaultMessage: 'Please resolve the errors first' },
  fixErrors: { id: 'profile.notice.fixErrors', defaultMessage: 'Please fix all the errors' },
});

/** /profile/profile-info (spec §2, §5, §8). */
export const profileInfoMessages = defineMessages({
  title: { id: 'profile.info.title', defaultMessage: 'Information and password' },
  description: {
    id: 'profile.info.description',
    defaultMessage: 'Your personal details, your company’s details and your password.',
  },
  exportTitle: { id: 'profile.info.exportTitle', defaultMessage: 'Your data' },
  exportText: {
    id: 'profile.info.exportText',
    defaultMessage:
      'Download everything this account holds — settings, numbers, call records, payments and the activity log — as one JSON and one CSV file per kind, in a zip. Passwords and keys are left out.',
  },
  exportButton: { id: 'profile.info.exportButton', defaultMessage: 'Download my data' },
  exportFailed: {
    id: 'profile.info.exportFailed',
    defaultMessage: 'The download could not be prepared. Try again in a moment.',
  },
  ownerOnly: {
    id: 'profile.info.ownerOnly',
    defaultMessage:
      'Personal and company details belong to the owner of this account; only they can change them.',
  },

  personalTitle: { id: 'profile.personal.title', defaultMessage: 'Personal info' },
  photo: { id: 'profile.personal.photo', defaultMessage: 'Photo' },
  photoHint: { id: 'profile.personal.photoHint', defaultMessage: 'A PNG, JPEG, GIF or WebP image.' },
  name: { id: 'profile.personal.name', defaultMessage: 'Name' },
  email: { id: 'profile.personal.email', defaultMessage: 'Email' },
  emailHint: {
    id: 'profile.personal.emailHint',
    defaultMessage: 'A new address has to be verified again: we send it a link.',
  },
  phone: { id: 'profile.personal.phone', defaultMessage: 'Phone number' },
  phoneHint: {
    id: 'profile.personal.phoneHint',
    defaultMessage: 'International format with + and the country code, e.g. +359888123456.',
  },
  timezone: { id: 'profile.personal.timezone', defaultMessage: 'Timezone' },
  timezonePlaceholder: { id: 'profile.personal.timezonePlaceholder', defaultMessage: 'Select timezone' },
  language: { id: 'profile.personal.language', defaultMessage: 'Language' },
  save: { id: 'profile.personal.save', defaultMessage: 'Save personal info' },
  /** Spec §8: profile update success. */
  saved: { id: 'profile.personal.saved', defaultMessage: 'Profile updated' },
  /** Spec §8, word for word. */
  phoneIncorrect: { id: 'profile.personal.phoneIncorrect', defaultMessage: 'Phone number is not correct' },
  photoFailed: {
    id: 'profile.personal.photoFailed',
    defaultMessage: 'Your details were saved, but the photo could not be uploaded.',
  },

  companyTitle: { id: 'profile.company.title', defaultMessage: 'Company info' },
  logo: { id: 'profile.company.logo', defaultMessage: 'Logo' },
  companyName: { id: 'profile.company.name', defaultMessage: 'Company name' },
  vat: { id: 'profile.company.vat', defaultMessage: 'VAT number' },
  vatHint: { id: 'profile.company.vatHint', defaultMessage: 'Letters and digits only, no spaces.' },
  address: { id: 'profile.company.address', defaultMessage: 'Address' },
  companyEmail: { id: 'profile.company.email', defaultMessage: 'Company email' },
  country: { id: 'profile.company.country', defaultMessage: 'Country' },
  countryPlaceholder: { id: 'profile.company.countryPlaceholder', defaultMessage: 'Select country' },
  manager: { id: 'profile.company.manager', defaultMessage: 'Manager' },
  companySave: { id: 'profile.company.save', defaultMessage: 'Save company info' },
  /** Spec §8: company update success. */
  companySaved: { id: 'profile.company.saved', defaultMessage: 'Company updated' },
  /** Spec §8, word for word. */
  fillCompanyFields: { id: 'profile.company.fillAll', defaultMessage: 'Please fill all company fields' },
  logoFailed: {
    id: 'profile.company.logoFailed',
    defaultMessage: 'The company details were saved, but the logo could not be uploaded.',
  },

  passwordTitle: { id: 'profile.password.title', defaultMessage: 'Change password' },
  oldPassword: { id: 'profile.password.old', defaultMessage: 'Old password' },
  newPassword: { id: 'profile.password.new', defaultMessage: 'New password' },
  newPasswordHint: { id: 'profile.password.newHint', defaultMessage: 'At least 8 characters.' },
  retypePassword: { id: 'profile.password.retype', defaultMessage: 'Retype new password' },
  passwordSave: { id: 'profile.password.save', defaultMessage: 'Save password' },
  /** Spec §8: password saved. */
  passwordSaved: { id: 'profile.password.saved', defaultMessage: 'Password saved' },
  /** Spec §8, word for word. */
  passwordsDiffer: { id: 'profile.password.differ', defaultMessage: 'The passwords must be the same!' },
});

/** /profile/profile-support (spec §1, §3, §8). */
export const profileSupportMessages = defineMessages({
  title: { id: 'profile.support.title', defaultMessage: 'Support' },
  description: {
    id: 'profile.support.description',
    defaultMessage: 'Tell us what you need and the right team answers by email.',
  },
  formLabel: { id: 'profile.support.form', defaultMessage: 'Support message' },
  service: { id: 'profile.support.service', defaultMessage: 'Service' },
  servicePlaceholder: { id: 'profile.support.servicePlaceholder', defaultMessage: 'Select service' },
  department: { id: 'profile.support.department', defaultMessage: 'Department' },
  sales: { id: 'profile.support.department.sales', defaultMessage: 'Sales' },
  support: { id: 'profile.support.department.support', defaultMessage: 'Support' },
  message: { id: 'profile.support.message', defaultMessage: 'Message' },
  send: { id: 'profile.support.send', defaultMessage: 'Send message' },
  /** Spec §8 key email-successful. */
  sent: {
    id: 'profile.support.emailSuccessful',
    defaultMessage: 'Your message has been sent. We will answer you by email soon.',
  },
  /** Spec §8 key email-failed. */
  failed: {
    id: 'profile.support.emailFailed',
    defaultMessage: 'Your message could not be sent. Please try again later.',
  },
});

/** Spec §1: the services offered, as the support form lists them. */
export const serviceMessages = defineMessages({
  virtualNumber: { id: 'profile.service.virtualNumber', defaultMessage: 'Virtual Number' },
  contactCenter: { id: 'profile.service.contactCenter', defaultMessage: 'Contact Center' },
  websiteDialer: { id: 'profile.service.websiteDialer', defaultMessage: 'Website Dialer' },
  pbxIvr: { id: 'profile.service.pbxIvr', defaultMessage: 'PBX-IVR' },
  callTracker: { id: 'profile.service.callTracker', defaultMessage: 'Call Tracker' },
  sms: { id: 'profile.service.sms', defaultMessage: 'SMS' },
});

/** /profile/users (spec §2). */
export const profileUsersMessages = defineMessages({
  title: { id: 'profile.users.title', defaultMessage: 'Users' },
  description: {
    id: 'profile.users.description',
    defaultMessage: 'The users within your account.',
  },
  adminDescription: {
    id: 'profile.users.adminDescription',
    defaultMessage: 'The users within your account. Log in as one of them to see the console as they do.',
  },
  unverified: {
    id: 'profile.users.unverified',
    defaultMessage: 'Verify your email address to manage the users of your account.',
  },
});

/** The profile's two-factor login section. */
export const twoFactorCardMessages = defineMessages<{
  title: NoMessageValues;
  off: NoMessageValues;
  on: { left: number };
  required: NoMessageValues;
  turnOn: NoMessageValues;
  confirm: NoMessageValues;
  turnOff: NoMessageValues;
  turnedOff: NoMessageValues;
  startFailed: NoMessageValues;
}>({
  title: { id: 'profile.twoFactor.title', defaultMessage: 'Two-factor login' },
  off: {
    id: 'profile.twoFactor.off',
    defaultMessage:
      'Off. With it on, logging in also asks for a code from an authenticator app on your phone.',
  },
  on: {
    id: 'profile.twoFactor.on',
    defaultMessage: 'On. {left, plural, one {# recovery code} other {# recovery codes}} left.',
  },
  required: {
    id: 'profile.twoFactor.required',
    defaultMessage: 'Your provider requires two-factor login for this account.',
  },
  turnOn: { id: 'profile.twoFactor.turnOn', defaultMessage: 'Turn on' },
  confirm: { id: 'profile.twoFactor.confirm', defaultMessage: 'Confirm and turn on' },
  turnOff: { id: 'profile.twoFactor.turnOff', defaultMessage: 'Turn off' },
  turnedOff: { id: 'profile.twoFactor.turnedOff', defaultMessage: 'Two-factor login is off.' },
  startFailed: {
    id: 'profile.twoFactor.startFailed',
    defaultMessage: 'Two-factor setup could not start. Please try again.',
  },
});
