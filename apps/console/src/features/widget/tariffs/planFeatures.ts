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
  // Spec §9 pricing text, with the plan's minutes from the API.
  freeMinutes: { id: 'widgetTariffs.plan.freeMinutes', defaultMessage: '{minutes} free minutes' },
  talkTime: { id: 'widgetTariffs.plan.talkTime', defaultMessage: '{minutes} minutes talk time' },
});

/** What each plan of the API's reference data (by its stable id) includes, besides its yearly billing. */
const byPlan: Record<string, readonly MessageDescriptor[]> = {
  start: [features.oneWidget, features.buttons],
  business: [features.fiveWidgets, features.videoCalls, features.reportsAndMap],
  'business-pro': [
    features.freeMinutes,
    features.unlimitedWidgets,
    features.videoCalls,
    features.reportsAndMap,
  ],
  enterprise: [features.talkTime, features.unlimitedWidgets, features.prioritySupport],
};

/**
 * A plan's feature lines in the interface language. The API writes them in English; the console
 * translates them by the plan's stable id. A plan this console does not know yet keeps the API's lines.
 */
export function planFeatures(intl: IntlShape, plan: SubscriptionPlan): string[] {
  const known = byPlan[plan.id];
  if (!known) return plan.features;
  return known.map((feature) => intl.formatMessage(feature, { minutes: String(plan.included_minutes ?? 0) }));
}
