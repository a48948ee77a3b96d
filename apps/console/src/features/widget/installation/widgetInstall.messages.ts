import { defineMessages, type NoMessageValues } from 'react-intl';

type None = NoMessageValues;

/** The installation page (spec §2): the install code of the active widget and how to use it. */
export const widgetInstallMessages = defineMessages<{
  title: None;
  description: None;
  paste: { tag: string };
  visibility: None;
  inactive: None;
  toWidgets: None;
  code: None;
  codeHint: None;
  copy: None;
  copied: None;
  copyRefused: None;
  copiedText: None;
  cspTitle: None;
  cspIntro: None;
  cspHash: None;
  cspHashLabel: None;
  cspPolicy: { policy: string };
  cspPolicyLabel: None;
  cspNonce: { attribute: string };
  cspLoaderOnly: None;
  cspLoaderOnlyLabel: None;
  cspCopyHash: None;
  cspCopyPolicy: None;
  cspCopyLoaderOnly: None;
  providerTitle: None;
  providerOffer: None;
  providerHint: None;
  providerInactive: None;
}>({
  title: { id: 'widgetInstall.title', defaultMessage: 'Installation' },
  description: {
    id: 'widgetInstall.description',
    defaultMessage: 'Add the active widget to your website with this code.',
  },
  paste: {
    id: 'widgetInstall.paste',
    defaultMessage:
      'Copy the code and paste it into every page of your website where the widget should appear, just before the closing {tag} tag.',
  },
  visibility: {
    id: 'widgetInstall.visibility',
    defaultMessage:
      'Visitors see the widget only while it is active and when its country and IP rules allow them.',
  },
  inactive: {
    id: 'widgetInstall.inactive',
    defaultMessage: 'This widget is inactive: visitors will not see it until you make it available again.',
  },
  toWidgets: { id: 'widgetInstall.toWidgets', defaultMessage: 'Edit on the widgets page' },
  code: { id: 'widgetInstall.code', defaultMessage: 'Install code' },
  codeHint: {
    id: 'widgetInstall.codeHint',
    defaultMessage: 'The code loads the widget with its latest settings, so you paste it only once.',
  },
  copy: { id: 'widgetInstall.copy', defaultMessage: 'Copy code' },
  copied: { id: 'widgetInstall.copied', defaultMessage: 'The install code is copied.' },
  copyRefused: {
    id: 'widgetInstall.copyRefused',
    defaultMessage:
      'Your browser did not allow copying. Select the code and copy it with Ctrl+C (⌘+C on a Mac).',
  },
  copiedText: { id: 'widgetInstall.copiedText', defaultMessage: 'Copied.' },
  cspTitle: { id: 'widgetInstall.cspTitle', defaultMessage: 'Sites with a Content-Security-Policy' },
  cspIntro: {
    id: 'widgetInstall.cspIntro',
    defaultMessage:
      'If your site sends a Content-Security-Policy that allows no inline scripts, allow the install code in one of these three ways.',
  },
  cspHash: {
    id: 'widgetInstall.cspHash',
    defaultMessage:
      'Add this hash of the install code to script-src. It is the same for every widget and changes only when we update the install code.',
  },
  cspHashLabel: { id: 'widgetInstall.cspHashLabel', defaultMessage: 'Hash for script-src' },
  cspPolicy: {
    id: 'widgetInstall.cspPolicy',
    defaultMessage:
      'The policy also needs our address in script-src and connect-src. On pages that enforce Trusted Types, allow the widget’s policy, {policy}:',
  },
  cspPolicyLabel: {
    id: 'widgetInstall.cspPolicyLabel',
    defaultMessage: 'Content-Security-Policy directives',
  },
  cspNonce: {
    id: 'widgetInstall.cspNonce',
    defaultMessage:
      'Or, if your pages use a nonce, add your page’s {attribute} attribute to the install code’s script tag instead of the hash.',
  },
  cspLoaderOnly: {
    id: 'widgetInstall.cspLoaderOnly',
    defaultMessage: 'Or paste this code instead, which has no inline script at all:',
  },
  cspLoaderOnlyLabel: {
    id: 'widgetInstall.cspLoaderOnlyLabel',
    defaultMessage: 'Code without inline script',
  },
  cspCopyHash: { id: 'widgetInstall.cspCopyHash', defaultMessage: 'Copy hash' },
  cspCopyPolicy: { id: 'widgetInstall.cspCopyPolicy', defaultMessage: 'Copy directives' },
  cspCopyLoaderOnly: {
    id: 'widgetInstall.cspCopyLoaderOnly',
    defaultMessage: 'Copy the code without inline script',
  },
  providerTitle: { id: 'widgetInstall.providerTitle', defaultMessage: 'Support widget of the console' },
  providerOffer: {
    id: 'widgetInstall.providerOffer',
    defaultMessage: 'Offer this widget on the profile pages',
  },
  providerHint: {
    id: 'widgetInstall.providerHint',
    defaultMessage: 'Every console user then sees it while on their profile pages, to reach your support.',
  },
  providerInactive: {
    id: 'widgetInstall.providerInactive',
    defaultMessage: 'Activate this widget first: an inactive widget cannot be offered.',
  },
});
