import { type AnyResource, formatEuro, resources } from '@switchboard/contract';
import { defineMessages, type IntlShape, type NoMessageValues } from 'react-intl';
import { actionWords } from './actionWords';

type None = NoMessageValues;

/** An item's name may be unknown (''): the sentence then ends with its noun. */
const m = defineMessages<{
  create: { noun: string; name: string };
  update: { noun: string; name: string };
  delete: { noun: string; name: string };
  clone: { noun: string; name: string };
  actingStarted: { admin: string; reason: string };
  actingReturned: { admin: string };
  actingExpired: { admin: string };
  creditNote: { admin: string; amount: string; reason: string };
  localhost: None;
  pbx: None;
  widgets: None;
  reports: None;
  profile: None;
  accounts: None;
  account: None;
}>({
  create: { id: 'activity.words.create', defaultMessage: 'Created {noun} {name}' },
  update: { id: 'activity.words.update', defaultMessage: 'Changed {noun} {name}' },
  delete: { id: 'activity.words.delete', defaultMessage: 'Deleted {noun} {name}' },
  clone: { id: 'activity.words.clone', defaultMessage: 'Copied {noun} {name}' },
  actingStarted: {
    id: 'activity.words.actingStarted',
    defaultMessage: 'Administrator {admin} started acting as this user: {reason}',
  },
  actingReturned: {
    id: 'activity.words.actingReturned',
    defaultMessage: 'Administrator {admin} stopped acting as this user',
  },
  actingExpired: {
    id: 'activity.words.actingExpired',
    defaultMessage: 'The time of administrator {admin} acting as this user ran out',
  },
  creditNote: {
    id: 'activity.words.creditNote',
    defaultMessage: 'Administrator {admin} credited {amount} to the balance: {reason}',
  },
  localhost: { id: 'activity.words.localhost', defaultMessage: 'this computer (localhost)' },
  pbx: { id: 'activity.area.pbx', defaultMessage: 'PBX settings' },
  widgets: { id: 'activity.area.widgets', defaultMessage: 'Widgets' },
  reports: { id: 'activity.area.reports', defaultMessage: 'Reports' },
  profile: { id: 'activity.area.profile', defaultMessage: 'Profile' },
  accounts: { id: 'activity.area.accounts', defaultMessage: 'Administration' },
  account: { id: 'activity.area.account', defaultMessage: 'Account' },
});

const byName = new Map<string, AnyResource>(resources.map((resource) => [resource.name, resource]));
const VERBS = ['create', 'update', 'delete', 'clone'] as const;

/** `createCarrierTrunk` → the verb and the resource it acts on; null for an action of no resource. */
export function parse(action: string) {
  const verb = VERBS.find((candidate) => action.startsWith(candidate));
  const resource = verb ? byName.get(action.slice(verb.length)) : undefined;
  return verb && resource ? { verb, resource } : null;
}

/** The item's name at the time: its title field after the change, or before it (a deletion). */
function nameOf(resource: AnyResource, ...records: unknown[]): string | null {
  for (const record of records) {
    const item = Array.isArray(record) ? record[0] : record;
    const name = item && typeof item === 'object' ? (item as Record<string, unknown>)[resource.title] : null;
    if (typeof name === 'string' && name !== '') return name;
    if (typeof name === 'number') return String(name);
  }
  return null;
}

/** First match wins. */
type Area = 'pbx' | 'widgets' | 'reports' | 'profile' | 'accounts';
const AREAS: readonly (readonly [RegExp, Area])[] = [
  [/^\/admin\/xpbx\/(call-log|reports)(\/|$)/, 'reports'],
  [/^\/admin\/xpbx(\/|$)/, 'pbx'],
  [/^\/admin\/widgets?(\/|$)/, 'widgets'],
  [/^\/admin\/reports(\/|$)/, 'reports'],
  [/^\/admin\/profile(\/|$)/, 'profile'],
  [/^\/admin\/(accounts|billing|xadmin)(\/|$)/, 'accounts'],
];

/**
 * What an administrator did in the account (written by the API, not by a call of the account's
 * own): the starts and ends of acting as a user, and credit notes, with who and why; null for any
 * other action.
 */
function actingWords(intl: IntlShape, code: string, after: unknown): string | null {
  if (code !== 'impersonation.start' && code !== 'impersonation.end' && code !== 'credit_note.issue')
    return null;
  const record = (after ?? {}) as {
    administrator?: { name?: string; email?: string };
    reason?: string;
    how?: string;
    amount_minor?: number;
  };
  const admin = record.administrator?.name || record.administrator?.email || '';
  if (code === 'credit_note.issue')
    return intl.formatMessage(m.creditNote, {
      admin,
      amount: formatEuro(record.amount_minor ?? 0),
      reason: record.reason ?? '',
    });
  if (code === 'impersonation.start')
    return intl.formatMessage(m.actingStarted, { admin, reason: record.reason ?? '' });
  return intl.formatMessage(record.how === 'expired' ? m.actingExpired : m.actingReturned, { admin });
}

/** The activity's entries in words: the action with the item's name, the area, the address. */
export function activityWords(intl: IntlShape) {
  /** An action as people say it ('Created carrier Walk Carrier', 'Changed the password'). */
  const action = (code: string, before?: unknown, after?: unknown) => {
    const acting = actingWords(intl, code, after);
    if (acting !== null) return acting;
    const parsed = parse(code);
    if (!parsed) {
      const words = actionWords[code as keyof typeof actionWords];
      return words ? intl.formatMessage(words) : code;
    }
    const noun = intl.formatMessage(parsed.resource.noun);
    const name = nameOf(parsed.resource, after, before) ?? '';
    return intl.formatMessage(m[parsed.verb], { noun, name }).replace(/\s+/g, ' ').trim();
  };
  const area = (path: string) => {
    const found = AREAS.find(([pattern]) => pattern.test(path));
    return intl.formatMessage(m[found ? found[1] : 'account']);
  };
  /** Where the change came from: this computer, or the IPv4 address an IPv6 socket wraps. */
  const address = (ip: string | null) => {
    if (ip === null) return '';
    if (ip === '::1' || ip === '127.0.0.1' || ip === '::ffff:127.0.0.1')
      return intl.formatMessage(m.localhost);
    return ip.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');
  };
  return { action, area, address };
}
