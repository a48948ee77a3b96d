import * as contract from '@switchboard/contract';
import { issueMessages, kindMessages } from '@switchboard/flow-editor';
import type { MessageDescriptor } from 'react-intl';
import { callCenterMessages } from '#features/call-center/callCenter.messages';
import { simulateMessages } from '#features/flows/flows.messages';
import { enumLabels } from '#features/i18n/enumLabels';
import { pbxReportsMessages } from '#features/pbx-reports/pbxReports.messages';
import { integrationsMessages } from '#features/profile/integrations/integrations.messages';
import { serviceNames } from '#features/profile/money/serviceNames';
import { profileSupportMessages } from '#features/profile/profile.messages';
import { explanationMessages } from '#features/telephony/explanations.messages';
import { orderStatusMessages } from '#features/vn-dids/dids.messages';
import {
  colourMessages,
  positionMessages,
  textMessages,
  visibilityMessages,
} from '#features/widget/appearance/widgetAppearance.messages';
import { billingPeriodMessages, planMessages } from '#features/widget/list/widgetList.messages';
import { serviceNames as reportNames } from '#features/widget/map/serviceNames';
import { animationMessages, colorSchemeMessages } from '#features/widget/sidebar/widgetSidebar.messages';
// The catalog check's own rule: the profile area's texts are English only.
import { isEnglishOnly } from '../../../packages/i18n/scripts/check-catalogs.mjs';

type Labels = Readonly<Record<string, MessageDescriptor>>;

const pick = (messages: Labels, keys: readonly string[]): Labels =>
  Object.fromEntries(keys.flatMap((key) => (messages[key] ? [[key, messages[key]]] : [])));

/** Enums whose words live with the one screen or package that shows them. */
const elsewhere: Record<string, Labels> = {
  FLOW_NODE_KINDS: kindMessages,
  FLOW_ISSUE_CODES: issueMessages,
  EXPLANATION_CODES: explanationMessages,
  ORDER_STATUSES: orderStatusMessages,
  SIMULATION_OUTCOMES: pick(simulateMessages, contract.SIMULATION_OUTCOMES),
  CALL_REPORT_TABS: pick(pbxReportsMessages, contract.CALL_REPORT_TABS),
  AGENT_STATES: pick(callCenterMessages, contract.AGENT_STATES),
  WEBHOOK_DELIVERY_STATUSES: pick(integrationsMessages, contract.WEBHOOK_DELIVERY_STATUSES),
  SUPPORT_DEPARTMENTS: { Sales: profileSupportMessages.sales, Support: profileSupportMessages.support },
  SERVICE_TYPES: serviceNames,
  REPORT_TYPES: reportNames,
  WIDGET_PLANS: planMessages,
  BILLING_PERIODS: billingPeriodMessages,
  WIDGET_POSITIONS: positionMessages,
  CHAT_VISIBILITIES: visibilityMessages,
  SIDEBAR_ANIMATIONS: animationMessages,
  SIDEBAR_COLOR_SCHEMES: colorSchemeMessages,
  APPEARANCE_COLOR_FIELDS: colourMessages,
  APPEARANCE_TEXT_FIELDS: textMessages,
};

/** Enums shown as they are, and why no message translates them. */
const asTheyAre: Record<string, string> = {
  API_KEY_SCOPES: 'scopes are typed into API clients: shown as code',
  WEBHOOK_EVENTS: 'event names a receiver matches on: shown as code',
  TEMPLATE_PLACEHOLDERS: 'placeholders typed into a template: shown as code',
  APPEARANCE_FIELDS: 'the colour and text fields plus settings with their own labels, never listed',
  SIDEBAR_FIELDS: 'the names of the sidebar form fields, which have their own labels',
  AUDIO_MIME_TYPES: 'file types, checked on upload, never shown',
  IMAGE_TYPES: 'file types, checked on upload, never shown',
  CODECS: 'codec names, the same in every language',
  DASHBOARD_BUCKETS:
    "labelled by the administrator's dashboard itself (xadmin.messages.ts): the shared labels would put the dashboard's route over its size budget",
  BILLING_KINDS:
    "labelled by the billing page itself (xadmin.messages.ts): the shared labels would put the administrator's routes over their size budget",
  CUSTOMER_TRUNK_CODECS: 'codec names, the same in every language',
  TRUNK_SERVICES: 'VoIP and MoIP, the same in every language',
  CARRIER_CURRENCIES: 'ISO currency codes',
  REPORT_EXPORT_FORMATS: 'file formats (CSV, XLSX)',
  REPORT_SCOPES: 'which rows a report reads, fixed by the page (PBX reports or virtual number logs)',
  CARD_TYPES: 'card brands, drawn as their logos',
  SERVICE_PLAN_IDS: 'plans are shown by their prices and lengths',
  MENU_DIGITS: 'the keys of a phone',
  WEEKDAYS: "the browser's day names (Intl)",
  FLOW_LANGUAGES: "language names in the reader's language (Intl.DisplayNames)",
  USER_LANGS: "language names in the reader's language (Intl.DisplayNames)",
};

/** Every exported UPPER_CASE list of strings of the contract: its enums. */
const contractEnums = Object.entries(contract).filter(
  (entry): entry is [string, readonly string[]] =>
    /^[A-Z][A-Z0-9_]*$/.test(entry[0]) &&
    Array.isArray(entry[1]) &&
    entry[1].length > 0 &&
    entry[1].every((value) => typeof value === 'string'),
);

const catalogs = Object.entries(
  import.meta.glob<Record<string, string>>('../../../packages/i18n/src/catalogs/??.json', {
    eager: true,
    import: 'default',
  }),
).map(([file, messages]) => ({ locale: file.slice(-7, -5), messages }));

describe('one label per enum value', () => {
  it('finds the enums of the contract', () => {
    expect(contractEnums.map(([name]) => name)).toEqual(
      expect.arrayContaining(['TRUNK_TYPES', 'QUEUE_STRATEGIES']),
    );
    expect(catalogs).toHaveLength(7);
  });

  it.each(contractEnums)(
    '%s: every value has a message in every catalog, or is shown as it is',
    (name, values) => {
      const labels: Labels | undefined = (enumLabels as Record<string, Labels>)[name] ?? elsewhere[name];
      if (!labels) {
        expect(asTheyAre[name], `${name} has no labels and is not listed as shown as it is`).toBeDefined();
        return;
      }
      const problems = values.flatMap((value) => {
        const message = labels[value];
        const id = message?.id;
        if (!id) return [`${name}.${value}: no message`];
        return catalogs
          .filter(({ locale, messages }) => !(id in messages) && (locale === 'en' || !isEnglishOnly(id)))
          .map(({ locale }) => `${name}.${value}: ${id} missing in ${locale}.json`);
      });
      expect(problems).toEqual([]);
    },
  );

  it('lists as shown as they are only enums the contract still exports', () => {
    const names = new Set(contractEnums.map(([name]) => name));
    const stale = [...Object.keys(asTheyAre), ...Object.keys(elsewhere), ...Object.keys(enumLabels)].filter(
      (name) => !names.has(name),
    );
    expect(stale).toEqual([]);
  });
});
