import { defineMessages } from 'react-intl';

/**
 * The activity's changes that are not a resource's create, change, copy or delete, as people say
 * them; one per entry of the table whose calls the trail records (a test finds any left out).
 */
export const actionWords = defineMessages({
  activateFlowVersion: {
    id: 'activity.action.activateFlowVersion',
    defaultMessage: 'Activated a flow version',
  },
  activateWidget: { id: 'activity.action.activateWidget', defaultMessage: 'Switched a widget on or off' },
  addPaymentMethod: { id: 'activity.action.addPaymentMethod', defaultMessage: 'Added a payment method' },
  applyCarrierRateImport: {
    id: 'activity.action.applyCarrierRateImport',
    defaultMessage: 'Imported carrier rates',
  },
  applyPbxContactImport: { id: 'activity.action.applyPbxContactImport', defaultMessage: 'Imported contacts' },
  applySellRateImport: {
    id: 'activity.action.applySellRateImport',
    defaultMessage: 'Imported selling rates',
  },
  cancelNumberOrder: { id: 'activity.action.cancelNumberOrder', defaultMessage: 'Cancelled a number order' },
  changePassword: { id: 'activity.action.changePassword', defaultMessage: 'Changed the password' },
  changeService: { id: 'activity.action.changeService', defaultMessage: 'Changed the service' },
  confirmTwoFactor: { id: 'activity.action.confirmTwoFactor', defaultMessage: 'Turned on two-factor login' },
  createApiKey: { id: 'activity.action.createApiKey', defaultMessage: 'Created an API key' },
  createNumberOrder: { id: 'activity.action.createNumberOrder', defaultMessage: 'Ordered numbers' },
  createTariffType: { id: 'activity.action.createTariffType', defaultMessage: 'Added a tariff type' },
  createWebhook: { id: 'activity.action.createWebhook', defaultMessage: 'Created a webhook' },
  createWidget: { id: 'activity.action.createWidget', defaultMessage: 'Created a widget' },
  deletePaymentMethod: {
    id: 'activity.action.deletePaymentMethod',
    defaultMessage: 'Deleted a payment method',
  },
  deleteSubscription: {
    id: 'activity.action.deleteSubscription',
    defaultMessage: 'Cancelled a subscription',
  },
  deleteTariffRate: {
    id: 'activity.action.deleteTariffRate',
    defaultMessage: "Removed a country's rate from a tariff",
  },
  deleteTariffType: { id: 'activity.action.deleteTariffType', defaultMessage: 'Deleted a tariff type' },
  deleteWebhook: { id: 'activity.action.deleteWebhook', defaultMessage: 'Deleted a webhook' },
  deleteWidget: { id: 'activity.action.deleteWidget', defaultMessage: 'Deleted a widget' },
  disableTwoFactor: { id: 'activity.action.disableTwoFactor', defaultMessage: 'Turned off two-factor login' },
  impersonate: { id: 'activity.action.impersonate', defaultMessage: 'Logged in as a user of an account' },
  issueCreditNote: { id: 'activity.action.issueCreditNote', defaultMessage: 'Issued a credit note' },
  newCustomerTrunkPassword: {
    id: 'activity.action.newCustomerTrunkPassword',
    defaultMessage: 'Made a new trunk password',
  },
  postCallEvent: { id: 'activity.action.postCallEvent', defaultMessage: 'Reported a call event' },
  recharge: { id: 'activity.action.recharge', defaultMessage: 'Recharged the account' },
  releaseVirtualDid: { id: 'activity.action.releaseVirtualDid', defaultMessage: 'Released a number' },
  reorderRingGroupMembers: {
    id: 'activity.action.reorderRingGroupMembers',
    defaultMessage: "Reordered a ring group's members",
  },
  resendSenderMail: {
    id: 'activity.action.resendSenderMail',
    defaultMessage: "Sent a sender's verification e-mail again",
  },
  restoreFlowVersion: { id: 'activity.action.restoreFlowVersion', defaultMessage: 'Restored a flow version' },
  revokeApiKey: { id: 'activity.action.revokeApiKey', defaultMessage: 'Revoked an API key' },
  rotateSwitchToken: { id: 'activity.action.rotateSwitchToken', defaultMessage: 'Issued a new switch token' },
  saveWidgetContacts: {
    id: 'activity.action.saveWidgetContacts',
    defaultMessage: "Changed a widget's offices",
  },
  saveWidgetLanguages: {
    id: 'activity.action.saveWidgetLanguages',
    defaultMessage: "Changed a widget's languages",
  },
  saveWidgetTranslations: {
    id: 'activity.action.saveWidgetTranslations',
    defaultMessage: "Changed a widget's texts",
  },
  seedDestinations: {
    id: 'activity.action.seedDestinations',
    defaultMessage: 'Added the standard destinations',
  },
  sendMessage: { id: 'activity.action.sendMessage', defaultMessage: 'Sent a message' },
  sendVoicemailTestMail: {
    id: 'activity.action.sendVoicemailTestMail',
    defaultMessage: 'Sent a voicemail test e-mail',
  },
  setProviderWidget: {
    id: 'activity.action.setProviderWidget',
    defaultMessage: 'Chose the support widget of the profile pages',
  },
  setTariffRate: {
    id: 'activity.action.setTariffRate',
    defaultMessage: "Changed a country's rate in a tariff",
  },
  setTariffRates: { id: 'activity.action.setTariffRates', defaultMessage: 'Set the rates of a tariff' },
  setTwoFactorPolicy: {
    id: 'activity.action.setTwoFactorPolicy',
    defaultMessage: "Changed an account's two-factor rule",
  },
  setWidgetLanguage: {
    id: 'activity.action.setWidgetLanguage',
    defaultMessage: "Changed a widget's default language",
  },
  startTwoFactor: {
    id: 'activity.action.startTwoFactor',
    defaultMessage: 'Started setting up two-factor login',
  },
  storeSupport: { id: 'activity.action.storeSupport', defaultMessage: 'Wrote to support' },
  testWebhook: { id: 'activity.action.testWebhook', defaultMessage: 'Sent a test to a webhook' },
  unsubscribe: { id: 'activity.action.unsubscribe', defaultMessage: 'Ended a subscription' },
  updateCompany: { id: 'activity.action.updateCompany', defaultMessage: 'Changed the company details' },
  updatePaymentMethod: {
    id: 'activity.action.updatePaymentMethod',
    defaultMessage: 'Changed a payment method',
  },
  updatePbxSettings: { id: 'activity.action.updatePbxSettings', defaultMessage: 'Changed the PBX settings' },
  updateProfile: { id: 'activity.action.updateProfile', defaultMessage: 'Changed the profile' },
  updateServicePlan: { id: 'activity.action.updateServicePlan', defaultMessage: 'Changed a service plan' },
  updateSubscriptionPlan: {
    id: 'activity.action.updateSubscriptionPlan',
    defaultMessage: 'Changed a subscription plan',
  },
  updateTariffType: { id: 'activity.action.updateTariffType', defaultMessage: 'Changed a tariff type' },
  updateWebhook: { id: 'activity.action.updateWebhook', defaultMessage: 'Changed a webhook' },
  updateWidget: { id: 'activity.action.updateWidget', defaultMessage: 'Changed a widget' },
  updateWidgetAppearance: {
    id: 'activity.action.updateWidgetAppearance',
    defaultMessage: "Changed a widget's appearance",
  },
  updateWidgetBlacklist: {
    id: 'activity.action.updateWidgetBlacklist',
    defaultMessage: "Changed a widget's IP blacklist",
  },
  updateWidgetCountries: {
    id: 'activity.action.updateWidgetCountries',
    defaultMessage: "Changed a widget's allowed countries",
  },
  updateWidgetSidebar: {
    id: 'activity.action.updateWidgetSidebar',
    defaultMessage: "Changed a widget's sidebar",
  },
  uploadLogo: { id: 'activity.action.uploadLogo', defaultMessage: 'Uploaded the company logo' },
  uploadPhoto: { id: 'activity.action.uploadPhoto', defaultMessage: 'Uploaded a profile photo' },
});
