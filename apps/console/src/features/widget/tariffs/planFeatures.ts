import type { SubscriptionPlan } from '@switchboard/contract';
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

const features = defineMessages({
  oneWidget: { id: 'widgetTariffs.plan.oneWidget', defaultMessage: '1 website widget' },
  buttons: { id: 'widgetTariffs.plan.buttons', defaultMessage: 'Call, callback, message and email buttons' },
  fiveWidgets: { id: 'widgetTariffs.plan.fiveWidgets', defaultMessage: '5 website widgets' },
  unlimitedWidgets: {
    id: 'widgetTariffs.plan.unlimitedWidgets',
    defaultMessage: 'Unlimited website widgets',
  },
  videoCalls: { id: 'widgetTariffs.plan.videoCalls', defaultMessage: 'Video calls' },
  reportsAndMap: { id: 'widgetTariffs.plan.reportsAndMap', defaultMessage: 'Reports and map' },
  prioritySupport: { id: 'widgetTariffs.plan.prioritySupport', defaultMessage: 'Priority support' },
  // Spec §9 pricing text, with the minutes its line names.
  freeMinutes: { id: 'widgetTariffs.plan.freeMinutes', defaultMessage: '{minutes} free minutes' },
  talkTime: { id: 'widgetTariffs.plan.talkTime', defaultMessage: '{minutes} minutes talk time' },
});

/** The plan's card says the billing once, from `billing_period`; the API's pricing text repeats it. */
const BILLED_YEARLY = 'Billed yearly';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each known line's English text as a pattern, its minutes (if any) captured. */
const known = Object.values(features).map((message: MessageDescriptor) => ({
  message,
  pattern: new RegExp(`^${escapeRegExp(String(message.defaultMessage)).replace('\\{minutes\\}', '(\\d+)')}$`),
}));

/**
 * A plan's pricing text in the interface language. The API keeps it in English, as administrators
 * write it (/xadmin/tarrifs); a line the console knows is translated, with the minutes it names,
 * and any other line is shown as written.
 */
export function planFeatures(intl: IntlShape, plan: SubscriptionPlan): string[] {
  return plan.features
    .filter((line) => line !== BILLED_YEARLY)
    .map((line) => {
      for (const { message, pattern } of known) {
        const match = pattern.exec(line);
        if (match) return intl.formatMessage(message, { minutes: match[1] ?? '' });
      }
      return line;
    });
}
