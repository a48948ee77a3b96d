import { messages } from '@switchboard/forms';
import { useCallback } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { ruleMessages } from './forms.messages';

type Kind = keyof typeof ruleMessages;

interface Pattern {
  kind: Kind;
  regex: RegExp;
  /** Names of the captured parts, in order: the label is dropped, numbers are kept. */
  parts: ('label' | 'min' | 'max')[];
}

const LABEL = '\u0001label\u0001';
const MIN = 1_000_001;
const MAX = 1_000_002;

/**
 * A matcher per rule-set message, made from the rule set's own builders (so a reworded message in
 * @switchboard/forms is still recognised): the builder is called with stand-ins, and the
 * stand-ins become capture groups.
 */
function pattern(kind: Kind, text: string): Pattern {
  const found: { index: number; part: Pattern['parts'][number]; token: string }[] = [];
  for (const [part, token] of [
    ['label', LABEL],
    ['min', String(MIN)],
    ['max', String(MAX)],
  ] as const) {
    const index = text.indexOf(token);
    if (index >= 0) found.push({ index, part, token });
  }
  found.sort((a, b) => a.index - b.index);
  let source = '';
  let rest = text;
  for (const { token, part } of found) {
    const at = rest.indexOf(token);
    source += escapeRegExp(rest.slice(0, at)) + (part === 'label' ? '(.+?)' : '(\\d+)');
    rest = rest.slice(at + token.length);
  }
  return { kind, regex: new RegExp(`^${source}${escapeRegExp(rest)}$`), parts: found.map((f) => f.part) };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Specific before general: 'between' and 'nospace' before anything that could swallow them.
const patterns: Pattern[] = [
  pattern('between', messages.between(LABEL, MIN, MAX)),
  pattern('nospace', messages.nospace(LABEL)),
  pattern('required', messages.required(LABEL)),
  pattern('unique', messages.unique(LABEL)),
  pattern('exists', messages.exists(LABEL)),
  pattern('email', messages.email(LABEL)),
  pattern('number', messages.number(LABEL)),
  pattern('notzero', messages.notzero(LABEL)),
  pattern('passwordsDiffer', messages.passwordsDiffer()),
  pattern('phoneIncorrect', messages.phoneIncorrect()),
  pattern('phoneCountryCode', messages.phoneCountryCode()),
  pattern('vat', messages.vat()),
  pattern('enterValid', messages.enterValid(LABEL)),
];

/** The rule-set message in the interface language, naming the field by `label`; other texts as they are. */
export function localizeFieldError(intl: IntlShape, message: string, label: string): string {
  for (const { kind, regex, parts } of patterns) {
    const match = regex.exec(message);
    if (!match) continue;
    const values: Record<string, string | number> = { field: label };
    parts.forEach((part, i) => {
      if (part !== 'label') values[part] = Number(match[i + 1]);
    });
    return intl.formatMessage(ruleMessages[kind] as never, values as never);
  }
  return message;
}

/**
 * `fieldError(form.errors.email, label)`: the field's first error in the interface language
 * (spec §5 messages come from the shared rule set, in English).
 */
export function useFieldError() {
  const intl = useIntl();
  return useCallback(
    (message: string | undefined, label: string) =>
      message === undefined ? undefined : localizeFieldError(intl, message, label),
    [intl],
  );
}
