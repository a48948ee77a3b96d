import { defineMessages, type NoMessageValues } from 'react-intl';

type None = NoMessageValues;

/**
 * The profile's money screens (spec §2, §5, §8, §9): English only like the rest of the profile
 * (ids under `profile.` live in en.json alone). Spec §8 successes are word for word.
 */
export const paymentMessages = defineMessages<{
  title: None;
  description: None;
  view: None;
  cards: None;
  transactions: None;
  addCard: None;
  noCards: None;
  edit: None;
  makePrimary: None;
  delete: None;
  cardName: { lastFour: string };
  saved: None;
  deleted: None;
  primaryMade: { lastFour: string };
}>({
  title: { id: 'profile.payment.title', defaultMessage: 'Payments' },
  description: {
    id: 'profile.payment.description',
    defaultMessage: 'Your saved cards and the charges made to them.',
  },
  view: { id: 'profile.payment.view', defaultMessage: 'Show' },
  cards: { id: 'profile.payment.cards', defaultMessage: 'Payment cards' },
  transactions: { id: 'profile.payment.transactions', defaultMessage: 'Transactions' },
  addCard: { id: 'profile.payment.addCard', defaultMessage: 'Add card' },
  noCards: {
    id: 'profile.payment.noCards',
    defaultMessage: 'No cards saved yet. Add one to recharge your account and pay for services.',
  },
  edit: { id: 'profile.payment.edit', defaultMessage: 'Edit' },
  makePrimary: { id: 'profile.payment.makePrimary', defaultMessage: 'Make primary' },
  delete: { id: 'profile.payment.delete', defaultMessage: 'Delete' },
  cardName: { id: 'profile.payment.cardName', defaultMessage: 'the card ending in {lastFour}' },
  /** Spec §8: payment saved. */
  saved: { id: 'profile.payment.saved', defaultMessage: 'Payment saved' },
  /** Spec §8: payment deleted. */
  deleted: { id: 'profile.payment.deleted', defaultMessage: 'Payment deleted' },
  primaryMade: {
    id: 'profile.payment.primaryMade',
    defaultMessage: 'The card ending in {lastFour} is now primary',
  },
});

export const cardDialogMessages = defineMessages<{
  addTitle: None;
  editTitle: None;
  number: None;
  numberHint: None;
  month: None;
  year: None;
  cvc: None;
  owner: None;
  locked: None;
  secure: { provider: string };
  cancel: None;
  save: None;
  declined: None;
}>({
  addTitle: { id: 'profile.card.addTitle', defaultMessage: 'Add card' },
  editTitle: { id: 'profile.card.editTitle', defaultMessage: 'Edit card' },
  number: { id: 'profile.card.number', defaultMessage: 'Card number' },
  numberHint: { id: 'profile.card.numberHint', defaultMessage: '16 digits, without spaces.' },
  month: { id: 'profile.card.month', defaultMessage: 'Card month' },
  year: { id: 'profile.card.year', defaultMessage: 'Card year' },
  cvc: { id: 'profile.card.cvc', defaultMessage: 'CVC code' },
  owner: { id: 'profile.card.owner', defaultMessage: 'Card owner' },
  locked: {
    id: 'profile.card.locked',
    defaultMessage:
      'The number, CVC code and owner of a saved card cannot be changed; add a new card instead.',
  },
  secure: {
    id: 'profile.card.secure',
    defaultMessage:
      'Card details go straight to our card provider ({provider}); we keep only its token and the last four digits.',
  },
  cancel: { id: 'profile.card.cancel', defaultMessage: 'Cancel' },
  save: { id: 'profile.card.save', defaultMessage: 'Save card' },
  declined: { id: 'profile.card.declined', defaultMessage: 'The card was not accepted' },
});

export const transactionMessages = defineMessages<{
  label: None;
  noun: None;
  createdAt: None;
  cardType: None;
  amount: None;
  receipt: None;
  invoice: None;
  message: None;
  viewReceipt: None;
  downloadInvoice: { number: string };
  invoiceFailed: None;
  empty: None;
}>({
  label: { id: 'profile.transactions.label', defaultMessage: 'Transactions' },
  noun: { id: 'profile.transactions.noun', defaultMessage: 'transactions' },
  createdAt: { id: 'profile.transactions.createdAt', defaultMessage: 'Date' },
  cardType: { id: 'profile.transactions.cardType', defaultMessage: 'Card' },
  amount: { id: 'profile.transactions.amount', defaultMessage: 'Amount' },
  receipt: { id: 'profile.transactions.receipt', defaultMessage: 'Receipt' },
  invoice: { id: 'profile.transactions.invoice', defaultMessage: 'Invoice' },
  message: { id: 'profile.transactions.message', defaultMessage: 'Message' },
  viewReceipt: { id: 'profile.transactions.viewReceipt', defaultMessage: 'View receipt' },
  downloadInvoice: { id: 'profile.transactions.downloadInvoice', defaultMessage: 'Invoice {number} (PDF)' },
  invoiceFailed: {
    id: 'profile.transactions.invoiceFailed',
    defaultMessage: 'The invoice could not be downloaded. Please try again.',
  },
  /** Spec §2: an empty list shows a no-data message. */
  empty: { id: 'profile.transactions.empty', defaultMessage: 'No transactions yet.' },
});

export const servicesMessages = defineMessages<{
  title: None;
  description: None;
  since: { date: string };
  until: { date: string };
  manage: None;
  instructions: None;
  manageTitle: { service: string };
  plan: None;
  card: None;
  cardPlaceholder: None;
  noCard: None;
  save: None;
  cancel: None;
  close: None;
  saved: None;
  instructionTitle: { service: string };
  planOption: { name: string; price: string };
}>({
  title: { id: 'profile.services.title', defaultMessage: 'Services' },
  description: {
    id: 'profile.services.description',
    defaultMessage: 'The services of your account, their subscription and its state.',
  },
  since: { id: 'profile.services.since', defaultMessage: 'Since {date}' },
  until: { id: 'profile.services.until', defaultMessage: 'Paid until {date}' },
  manage: { id: 'profile.services.manage', defaultMessage: 'Manage subscription' },
  instructions: { id: 'profile.services.instructions', defaultMessage: 'Instructions' },
  manageTitle: { id: 'profile.services.manageTitle', defaultMessage: 'Manage {service} subscription' },
  plan: { id: 'profile.services.plan', defaultMessage: 'Plan' },
  card: { id: 'profile.services.card', defaultMessage: 'Payment card' },
  cardPlaceholder: { id: 'profile.services.cardPlaceholder', defaultMessage: 'Select card' },
  noCard: {
    id: 'profile.services.noCard',
    defaultMessage: 'Add a payment card first, on the payments page.',
  },
  save: { id: 'profile.services.save', defaultMessage: 'Save subscription' },
  cancel: { id: 'profile.services.cancel', defaultMessage: 'Cancel' },
  close: { id: 'profile.services.close', defaultMessage: 'Close' },
  saved: {
    id: 'profile.services.saved',
    defaultMessage: 'Subscription saved. Subscribe to it on the subscriptions page to start paying.',
  },
  instructionTitle: { id: 'profile.services.instructionTitle', defaultMessage: 'How to use {service}' },
  planOption: { id: 'profile.services.planOption', defaultMessage: '{name}, {price}' },
});

/** Spec §3 service status. */
export const serviceStatusMessages = defineMessages({
  inactive: { id: 'profile.services.status.inactive', defaultMessage: 'Inactive' },
  incomplete: { id: 'profile.services.status.incomplete', defaultMessage: 'Awaiting payment' },
  active: { id: 'profile.services.status.active', defaultMessage: 'Active' },
  past_due: { id: 'profile.services.status.pastDue', defaultMessage: 'Payment overdue' },
  canceled: { id: 'profile.services.status.canceled', defaultMessage: 'Cancelled' },
});

/** What each service is for and how to start with it (the instruction modal). */
export const serviceInstructionMessages = defineMessages({
  'virtual-number': {
    id: 'profile.services.howto.virtualNumber',
    defaultMessage:
      'Choose a number on the virtual number pages, point it at a user, queue or flow, and calls to it ring there.',
  },
  'contract-center': {
    id: 'profile.services.howto.contactCenter',
    defaultMessage:
      'Add your agents as PBX users, group them in queues, and route your numbers to the queues.',
  },
  'website-dialer': {
    id: 'profile.services.howto.websiteDialer',
    defaultMessage:
      'Set up a widget in the widget area and paste its installation code into your website; visitors then call you from the page.',
  },
  'pbx-ivr': {
    id: 'profile.services.howto.pbxIvr',
    defaultMessage:
      'Build a call flow with menus and opening hours in the PBX area and route your numbers to it.',
  },
  'call-tracker': {
    id: 'profile.services.howto.callTracker',
    defaultMessage: 'Give each campaign its own number; the reports show which campaign each call came from.',
  },
});

export const subscriptionsMessages = defineMessages<{
  title: None;
  description: None;
  label: None;
  noun: None;
  id: None;
  widget: None;
  service: None;
  name: None;
  price: None;
  period: None;
  expires: None;
  actions: None;
  subscribe: None;
  unsubscribe: None;
  unsubscribeTitle: None;
  unsubscribeText: { name: string };
  notPaid: None;
  empty: None;
}>({
  title: { id: 'profile.subscriptions.title', defaultMessage: 'Subscriptions' },
  description: {
    id: 'profile.subscriptions.description',
    defaultMessage: 'Your services’ subscriptions: subscribe to start paying for one, unsubscribe to stop.',
  },
  label: { id: 'profile.subscriptions.label', defaultMessage: 'Subscriptions' },
  noun: { id: 'profile.subscriptions.noun', defaultMessage: 'subscriptions' },
  id: { id: 'profile.subscriptions.id', defaultMessage: 'ID' },
  widget: { id: 'profile.subscriptions.widget', defaultMessage: 'Widget' },
  service: { id: 'profile.subscriptions.service', defaultMessage: 'Subscription' },
  name: { id: 'profile.subscriptions.name', defaultMessage: 'Plan' },
  price: { id: 'profile.subscriptions.price', defaultMessage: 'Price' },
  period: { id: 'profile.subscriptions.period', defaultMessage: 'Billing period' },
  expires: { id: 'profile.subscriptions.expires', defaultMessage: 'Expires' },
  actions: { id: 'profile.subscriptions.actions', defaultMessage: 'Actions' },
  subscribe: { id: 'profile.subscriptions.subscribe', defaultMessage: 'Subscribe' },
  unsubscribe: { id: 'profile.subscriptions.unsubscribe', defaultMessage: 'Unsubscribe' },
  unsubscribeTitle: { id: 'profile.subscriptions.unsubscribeTitle', defaultMessage: 'Unsubscribe?' },
  unsubscribeText: {
    id: 'profile.subscriptions.unsubscribeText',
    defaultMessage:
      'The card provider stops billing {name}; the service stays on until the paid period ends.',
  },
  notPaid: { id: 'profile.subscriptions.notPaid', defaultMessage: 'Not paid yet' },
  /** Spec §2: an empty list shows a no-data message. */
  empty: {
    id: 'profile.subscriptions.empty',
    defaultMessage: 'No subscriptions yet. Choose a plan for a service on the services page.',
  },
});

export const rechargeMessages = defineMessages<{
  title: None;
  description: None;
  balance: { amount: string };
  amount: None;
  hint: None;
  checkout: None;
  choose: None;
}>({
  title: { id: 'profile.recharge.title', defaultMessage: 'Recharge account' },
  description: {
    id: 'profile.recharge.description',
    defaultMessage: 'Add money to your balance; calls and services are paid from it.',
  },
  balance: { id: 'profile.recharge.balance', defaultMessage: 'Current balance: {amount}' },
  amount: { id: 'profile.recharge.amount', defaultMessage: 'Amount' },
  hint: {
    id: 'profile.recharge.hint',
    defaultMessage: 'You pay on our card provider’s page; the balance rises once the payment is confirmed.',
  },
  checkout: { id: 'profile.recharge.checkout', defaultMessage: 'Continue to payment' },
  choose: { id: 'profile.recharge.choose', defaultMessage: 'Choose an amount first' },
});

export const thankYouMessages = defineMessages<{
  paymentTitle: None;
  paymentText: { amount: string; balance: string };
  subscriptionTitle: None;
  subscriptionText: { amount: string; date: string; plan: string; service: string };
  pendingTitle: None;
  pendingText: None;
  declinedTitle: None;
  unsubscribedTitle: None;
  unsubscribedText: { date: string; plan: string; service: string };
  unsubscribedNoDate: { plan: string; service: string };
  missing: None;
  toPayments: None;
  toSubscriptions: None;
  toRecharge: None;
}>({
  paymentTitle: { id: 'profile.thankYou.paymentTitle', defaultMessage: 'Thank you for your payment' },
  paymentText: {
    id: 'profile.thankYou.paymentText',
    defaultMessage: '{amount} were added to your account. Your balance is now {balance}.',
  },
  subscriptionTitle: {
    id: 'profile.thankYou.subscriptionTitle',
    defaultMessage: 'Thank you for subscribing',
  },
  subscriptionText: {
    id: 'profile.thankYou.subscriptionText',
    defaultMessage: '{service} ({plan}) is active; {amount} were charged. Paid until {date}.',
  },
  pendingTitle: { id: 'profile.thankYou.pendingTitle', defaultMessage: 'Waiting for the card provider' },
  pendingText: {
    id: 'profile.thankYou.pendingText',
    defaultMessage: 'The payment is not confirmed yet. This page updates when it is.',
  },
  declinedTitle: { id: 'profile.thankYou.declinedTitle', defaultMessage: 'The payment did not go through' },
  unsubscribedTitle: { id: 'profile.thankYou.unsubscribedTitle', defaultMessage: 'You have unsubscribed' },
  unsubscribedText: {
    id: 'profile.thankYou.unsubscribedText',
    defaultMessage: '{service} ({plan}) will not be billed again. It stays on until {date}.',
  },
  unsubscribedNoDate: {
    id: 'profile.thankYou.unsubscribedNoDate',
    defaultMessage: '{service} ({plan}) will not be billed again.',
  },
  missing: {
    id: 'profile.thankYou.missing',
    defaultMessage: 'We could not find this payment in your account.',
  },
  toPayments: { id: 'profile.thankYou.toPayments', defaultMessage: 'See your transactions' },
  toSubscriptions: { id: 'profile.thankYou.toSubscriptions', defaultMessage: 'See your subscriptions' },
  toRecharge: { id: 'profile.thankYou.toRecharge', defaultMessage: 'Try again' },
});
