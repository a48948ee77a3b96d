import { defineMessages } from 'react-intl';

/** Texts with values, typed so each call passes them. */
export const withValues = defineMessages<{
  footer: { year: number };
  perMonth: { price: string };
  freeMinutes: { minutes: string };
  talkTime: { minutes: string };
  choose: { plan: string };
  rate: { unit: string };
}>({
  footer: {
    id: 'site.footer',
    defaultMessage: '© {year} Switchboard. Calls, messages and numbers for your business.',
  },
  perMonth: { id: 'site.plans.perMonth', defaultMessage: '{price} per month' },
  freeMinutes: { id: 'site.plans.freeMinutes', defaultMessage: '{minutes} free minutes' },
  talkTime: { id: 'site.plans.talkTime', defaultMessage: '{minutes} minutes talk time' },
  choose: { id: 'site.plans.choose', defaultMessage: 'Choose {plan}' },
  rate: { id: 'site.tariffs.rate', defaultMessage: 'Rate ({unit})' },
});

/** Texts of every page's frame: header, footer, pickers. */
export const frame = defineMessages({
  brand: { id: 'site.brand', defaultMessage: 'Switchboard' },
  skip: { id: 'site.skip', defaultMessage: 'Skip to content' },
  nav: { id: 'site.nav', defaultMessage: 'Main' },
  home: { id: 'site.nav.home', defaultMessage: 'Home' },
  about: { id: 'site.nav.about', defaultMessage: 'About' },
  tariffs: { id: 'site.nav.tariffs', defaultMessage: 'Tariffs' },
  configuration: { id: 'site.nav.configuration', defaultMessage: 'Configure a widget' },
  settings: { id: 'site.nav.settings', defaultMessage: 'Settings' },
  login: { id: 'site.nav.login', defaultMessage: 'Log in' },
  register: { id: 'site.nav.register', defaultMessage: 'Sign up' },
  language: { id: 'site.language', defaultMessage: 'Language' },
  darkMode: { id: 'site.darkMode', defaultMessage: 'Dark mode' },
});

export const home = defineMessages({
  title: {
    id: 'site.home.title',
    defaultMessage: 'Switchboard: contact buttons, virtual numbers and a hosted PBX',
  },
  description: {
    id: 'site.home.description',
    defaultMessage:
      'Let visitors call, message or book a callback from your website, answer on virtual numbers and route calls with a hosted PBX. Plans from Start to Enterprise, billed yearly.',
  },
  heroTitle: { id: 'site.home.heroTitle', defaultMessage: 'Every call to your business, answered' },
  heroText: {
    id: 'site.home.heroText',
    defaultMessage:
      'Contact buttons for your website, virtual numbers in many countries and a PBX in the cloud, managed in one console.',
  },
  start: { id: 'site.home.start', defaultMessage: 'Start for free' },
  seeTariffs: { id: 'site.home.seeTariffs', defaultMessage: 'See the tariffs' },
  plansTitle: { id: 'site.plans.title', defaultMessage: 'Plans' },
  billedYearly: { id: 'site.plans.billedYearly', defaultMessage: 'Billed yearly, in euro per month' },
  servicesTitle: { id: 'site.services.title', defaultMessage: 'Services' },
  faqTitle: { id: 'site.faq.title', defaultMessage: 'Frequently asked questions' },
  contactTitle: { id: 'site.contact.title', defaultMessage: 'Contact us' },
});

/** The six service types (spec §1), each with a line about it. */
export const services = defineMessages({
  virtualNumber: { id: 'site.service.virtualNumber', defaultMessage: 'Virtual Number' },
  virtualNumberText: {
    id: 'site.service.virtualNumber.text',
    defaultMessage: 'Local numbers in many countries, forwarded wherever you answer.',
  },
  contactCenter: { id: 'site.service.contactCenter', defaultMessage: 'Contact Center' },
  contactCenterText: {
    id: 'site.service.contactCenter.text',
    defaultMessage: 'Queues, ring groups and agents for a team that answers together.',
  },
  websiteDialer: { id: 'site.service.websiteDialer', defaultMessage: 'Website Dialer' },
  websiteDialerText: {
    id: 'site.service.websiteDialer.text',
    defaultMessage: 'Call, callback, message, e-mail and video buttons on your website.',
  },
  pbxIvr: { id: 'site.service.pbxIvr', defaultMessage: 'PBX-IVR' },
  pbxIvrText: {
    id: 'site.service.pbxIvr.text',
    defaultMessage: 'Extensions, voice menus, voicemail and opening hours in the cloud.',
  },
  callTracker: { id: 'site.service.callTracker', defaultMessage: 'Call Tracker' },
  callTrackerText: {
    id: 'site.service.callTracker.text',
    defaultMessage: 'See which page and campaign brought each call, on reports and a map.',
  },
  sms: { id: 'site.service.sms', defaultMessage: 'SMS' },
  smsText: {
    id: 'site.service.sms.text',
    defaultMessage: 'Send and receive text messages from your numbers.',
  },
});

export const faq = defineMessages({
  q1: { id: 'site.faq.q1', defaultMessage: 'What do I need to put the contact buttons on my website?' },
  a1: {
    id: 'site.faq.a1',
    defaultMessage:
      'An account and one line of code. Create a widget in the console, copy its installation code and paste it into your pages.',
  },
  q2: { id: 'site.faq.q2', defaultMessage: 'How am I billed?' },
  a2: {
    id: 'site.faq.a2',
    defaultMessage:
      'Plans are priced in euro per month and billed yearly. Calls and messages beyond a plan are paid from your account balance at the rates on the tariffs page.',
  },
  q3: { id: 'site.faq.q3', defaultMessage: 'Which plan includes talk time?' },
  a3: {
    id: 'site.faq.a3',
    defaultMessage:
      'Business pro includes 100 free minutes and Enterprise 41000 minutes talk time every month.',
  },
  q4: { id: 'site.faq.q4', defaultMessage: 'Can I keep my own phone numbers?' },
  a4: {
    id: 'site.faq.a4',
    defaultMessage:
      'Yes. Calls from the website can ring any number you choose, and virtual numbers can forward to your existing lines.',
  },
  q5: { id: 'site.faq.q5', defaultMessage: 'Which languages does the widget speak?' },
  a5: {
    id: 'site.faq.a5',
    defaultMessage:
      'Arabic, Bengali, Bulgarian, English, German, Russian and Spanish. Each widget can offer several and follows the visitor.',
  },
  q6: { id: 'site.faq.q6', defaultMessage: 'Can I change or cancel my plan?' },
  a6: {
    id: 'site.faq.a6',
    defaultMessage:
      'You can move to another plan from your profile at any time; the new price applies from then on.',
  },
});

export const contact = defineMessages({
  intro: {
    id: 'site.contact.intro',
    defaultMessage: 'Ask our sales team about a plan, or our support team about your account.',
  },
  name: { id: 'site.contact.name', defaultMessage: 'Name' },
  email: { id: 'site.contact.email', defaultMessage: 'E-mail' },
  department: { id: 'site.contact.department', defaultMessage: 'Department' },
  sales: { id: 'site.contact.sales', defaultMessage: 'Sales' },
  support: { id: 'site.contact.support', defaultMessage: 'Support' },
  message: { id: 'site.contact.message', defaultMessage: 'Message' },
  terms: { id: 'site.contact.terms', defaultMessage: 'I agree to the terms and conditions' },
  website: { id: 'site.contact.website', defaultMessage: 'Leave this field empty' },
  send: { id: 'site.contact.send', defaultMessage: 'Send' },
  sending: { id: 'site.contact.sending', defaultMessage: 'Sending…' },
  sent: { id: 'site.contact.sent', defaultMessage: 'Thank you! We will answer you soon.' },
  failed: {
    id: 'site.contact.failed',
    defaultMessage: 'The message was not sent. Check the fields and try again.',
  },
  tooMany: {
    id: 'site.contact.tooMany',
    defaultMessage: 'Too many messages from your address. Please try again later.',
  },
});

/** Each contact field's rule, shown beside it when a message sent without the script broke it. */
export const contactErrors = defineMessages({
  name: { id: 'site.contact.error.name', defaultMessage: 'Enter your name, 2 to 100 characters.' },
  email: { id: 'site.contact.error.email', defaultMessage: 'Enter a valid e-mail address.' },
  department: { id: 'site.contact.error.department', defaultMessage: 'Choose Sales or Support.' },
  message: {
    id: 'site.contact.error.message',
    defaultMessage: 'Write a message of 10 to 5000 characters.',
  },
  terms: { id: 'site.contact.error.terms', defaultMessage: 'You have to accept our terms and services' },
});

export const about = defineMessages({
  title: { id: 'site.about.title', defaultMessage: 'About Switchboard' },
  description: {
    id: 'site.about.description',
    defaultMessage: 'Who we are and what Switchboard does for businesses that talk to their customers.',
  },
  lead: {
    id: 'site.about.lead',
    defaultMessage:
      'Switchboard is a telephony provider for businesses of every size: from one website with a call button to a contact center with many agents.',
  },
  what: { id: 'site.about.what', defaultMessage: 'What we do' },
  whatText: {
    id: 'site.about.whatText',
    defaultMessage:
      'We connect your website, your numbers and your team. Visitors reach you in one click, calls follow your opening hours and menus, and every call and message is in your reports.',
  },
  how: { id: 'site.about.how', defaultMessage: 'How we work' },
  howText: {
    id: 'site.about.howText',
    defaultMessage:
      'Prices are public and billed in euro. You pay for what you use from a prepaid balance, and you can export your data at any time.',
  },
});

export const configuration = defineMessages({
  title: { id: 'site.configuration.title', defaultMessage: 'Configure your widget' },
  description: {
    id: 'site.configuration.description',
    defaultMessage:
      'Pick a colour, the buttons and the side of the page, and see how the contact widget will look.',
  },
  lead: {
    id: 'site.configuration.lead',
    defaultMessage: 'Try the look of the contact widget here; sign up to put it on your website.',
  },
  colour: { id: 'site.configuration.colour', defaultMessage: 'Colour' },
  buttons: { id: 'site.configuration.buttons', defaultMessage: 'Buttons' },
  position: { id: 'site.configuration.position', defaultMessage: 'Position' },
  left: { id: 'site.configuration.left', defaultMessage: 'Left' },
  right: { id: 'site.configuration.right', defaultMessage: 'Right' },
  call: { id: 'site.configuration.call', defaultMessage: 'Call' },
  callback: { id: 'site.configuration.callback', defaultMessage: 'Callback' },
  messageButton: { id: 'site.configuration.message', defaultMessage: 'Message' },
  email: { id: 'site.configuration.email', defaultMessage: 'E-mail' },
  video: { id: 'site.configuration.video', defaultMessage: 'Video' },
  preview: { id: 'site.configuration.preview', defaultMessage: 'Preview' },
  previewNote: {
    id: 'site.configuration.previewNote',
    defaultMessage: 'The launcher as it will show in a corner of your pages.',
  },
});

export const settings = defineMessages({
  title: { id: 'site.settings.title', defaultMessage: 'Settings' },
  description: {
    id: 'site.settings.description',
    defaultMessage: 'Choose the language and the light or dark look of the Switchboard site.',
  },
  lead: {
    id: 'site.settings.lead',
    defaultMessage: 'Your choices are kept in this browser only.',
  },
  theme: { id: 'site.settings.theme', defaultMessage: 'Appearance' },
  system: { id: 'site.settings.system', defaultMessage: 'As the device' },
  light: { id: 'site.settings.light', defaultMessage: 'Light' },
  dark: { id: 'site.settings.dark', defaultMessage: 'Dark' },
  save: { id: 'site.settings.save', defaultMessage: 'Save' },
  saved: { id: 'site.settings.saved', defaultMessage: 'Saved.' },
});

export const tariffs = defineMessages({
  title: { id: 'site.tariffs.title', defaultMessage: 'Tariffs' },
  description: {
    id: 'site.tariffs.description',
    defaultMessage:
      'Rates in euro for calls, SMS and virtual numbers in every country, searchable by country or dialling code.',
  },
  types: { id: 'site.tariffs.types', defaultMessage: 'Tariff types' },
  search: { id: 'site.tariffs.search', defaultMessage: 'Search by country or dialling code' },
  searchHint: { id: 'site.tariffs.searchHint', defaultMessage: 'For example Germany or +49' },
  country: { id: 'site.tariffs.country', defaultMessage: 'Country' },
  dialCode: { id: 'site.tariffs.dialCode', defaultMessage: 'Dialling code' },
  noMatch: { id: 'site.tariffs.noMatch', defaultMessage: 'No country matches your search.' },
  landline: { id: 'site.tariffs.type.landline', defaultMessage: 'Calls to landlines' },
  mobile: { id: 'site.tariffs.type.mobile', defaultMessage: 'Calls to mobiles' },
  sms: { id: 'site.tariffs.type.sms', defaultMessage: 'SMS' },
  number: { id: 'site.tariffs.type.number', defaultMessage: 'Virtual numbers' },
  perMinute: { id: 'site.tariffs.unit.perMinute', defaultMessage: 'per minute' },
  perMessage: { id: 'site.tariffs.unit.perMessage', defaultMessage: 'per message' },
  perMonth: { id: 'site.tariffs.unit.perMonth', defaultMessage: 'per month' },
});
