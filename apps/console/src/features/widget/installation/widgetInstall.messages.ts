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
});
