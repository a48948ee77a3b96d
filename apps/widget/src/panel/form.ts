import type { TextKey, Texts } from '@switchboard/widget-embed/i18n';
import { h, withNumbers } from '../dom';
import type { PostResult } from './api';
import {
  type FieldErrors,
  type FieldName,
  FORM_FIELDS,
  type FormKind,
  type FormValues,
  MAX_ATTACHMENT_BYTES,
  PHONE_MAX_LENGTH,
  phoneInput,
  TEXT_MAX_LENGTH,
  validate,
} from './validate';

export interface FormOptions {
  kind: FormKind;
  texts: Texts;
  /** The widget's terms and privacy (GDPR) pages, shown next to the terms box (safe http(s) URLs). */
  links?: { terms?: string | undefined; privacy?: string | undefined };
  /** Sends the valid values; the result decides what the form shows. */
  send(values: FormValues): Promise<PostResult>;
  /** Shows a message in the panel's live region ('' clears it). */
  announce(text: string, tone?: 'error'): void;
  /** Called after a 201. */
  done(): void;
  cancel(): void;
}

interface Field {
  input: HTMLInputElement | HTMLTextAreaElement;
  error: HTMLElement;
}

const INPUT_TYPES: Partial<Record<FieldName, [type: string, autocomplete: string]>> = {
  name: ['text', 'name'],
  email: ['email', 'email'],
  phone: ['tel', 'tel'],
  subject: ['text', 'off'],
};

/** The text for a failed send: the server's 403 reason, else the widget's own words. */
export function failureText(result: Exclude<PostResult, { ok: true }>, t: Texts['t']): string {
  if (result.kind === 'refused') return result.message || t('refused');
  if (result.kind === 'rate') return t('tooMany');
  if (result.kind === 'tooLarge') return t('fileTooLarge');
  if (result.kind === 'timeout') return t('timeout');
  if (result.kind === 'invalid') return result.message || t('fixErrors');
  return t('failed');
}

/**
 * A visitor form (callback, message or email): labelled fields, one inline error per field
 * (spec §5, first message only; it clears when the field changes), the server's 422 errors put on
 * their fields, and a live-region notice for everything else.
 */
export function createForm(options: FormOptions): HTMLFormElement {
  const { kind, texts } = options;
  const { t } = texts;
  const fields: Partial<Record<FieldName, Field>> = {};
  let busy = false;

  const setError = (name: FieldName, message?: string) => {
    const field = fields[name];
    if (!field) return;
    field.error.textContent = message || '';
    field.input.setAttribute('aria-invalid', message ? 'true' : 'false');
  };

  /** Shows `errors` on their fields (clearing the others) and focuses the first; true if any. */
  const show = (errors: FieldErrors): boolean => {
    let first: Field | undefined;
    for (const name of FORM_FIELDS[kind]) {
      setError(name, errors[name]);
      if (errors[name] && !first) first = fields[name];
    }
    first?.input.focus();
    return !!first;
  };

  const form = h('form', { class: 'fm', novalidate: true });
  for (const name of FORM_FIELDS[kind]) {
    const id = `sb-f-${name}`;
    const error = h('p', { id: `${id}-e`, class: 'e' });
    const hint =
      name === 'phone' ? h('p', { id: `${id}-h`, class: 'hint' }, ...withNumbers(t('phoneHint'))) : null;
    const described = hint ? `${id}-h ${id}-e` : `${id}-e`;
    const label = h('label', { for: id }, t(name as TextKey));
    let input: HTMLInputElement | HTMLTextAreaElement;
    if (name === 'message') {
      input = h('textarea', { id, name, rows: 4, required: true, 'aria-describedby': described });
    } else if (name === 'terms') {
      input = h('input', { id, name, type: 'checkbox', required: true, 'aria-describedby': described });
    } else if (name === 'attachment') {
      input = h('input', { id, name, type: 'file', 'aria-describedby': described });
    } else {
      const [type, autocomplete] = INPUT_TYPES[name] || ['text', 'off'];
      input = h('input', {
        id,
        name,
        type,
        autocomplete,
        required: true,
        maxlength: name === 'phone' ? PHONE_MAX_LENGTH : TEXT_MAX_LENGTH,
        inputmode: name === 'phone' ? 'tel' : null,
        dir: name === 'phone' || name === 'email' ? 'ltr' : null,
        'aria-describedby': described,
      });
    }
    input.setAttribute('aria-invalid', 'false');
    input.addEventListener(name === 'terms' || name === 'attachment' ? 'change' : 'input', () => {
      if (name === 'phone') {
        const clean = phoneInput(input.value);
        if (clean !== input.value) input.value = clean;
      }
      const file = name === 'attachment' ? (input as HTMLInputElement).files?.[0] : undefined;
      setError(name, file && file.size > MAX_ATTACHMENT_BYTES ? t('fileTooLarge') : undefined);
    });
    fields[name] = { input, error };
    if (name === 'terms') {
      const link = (href: string | undefined, text: string) =>
        href ? h('a', { href, target: '_blank', rel: 'noopener noreferrer' }, text) : null;
      const terms = link(options.links?.terms, t('termsLink'));
      const privacy = link(options.links?.privacy, t('privacyLink'));
      form.append(
        h(
          'div',
          { class: 'f' },
          h('div', { class: 'ck' }, input, label),
          terms || privacy ? h('p', { class: 'links' }, terms, terms && privacy ? ' · ' : '', privacy) : null,
          error,
        ),
      );
    } else form.append(h('div', { class: 'f' }, label, hint, input, error));
  }

  const submit = h('button', { type: 'submit', class: 'sub' }, t('send'));
  form.append(
    h(
      'div',
      { class: 'acts' },
      h('button', { type: 'button', class: 'cn', onclick: () => options.cancel() }, t('cancel')),
      submit,
    ),
  );

  const read = (): FormValues => {
    const values: FormValues = {};
    for (const name of FORM_FIELDS[kind]) {
      const input = fields[name]!.input as HTMLInputElement;
      if (name === 'terms') values.terms = input.checked;
      else if (name === 'attachment') values.attachment = input.files?.[0] || null;
      else values[name] = input.value;
    }
    return values;
  };

  const setBusy = (on: boolean) => {
    busy = on;
    submit.disabled = on;
    submit.textContent = t(on ? 'sending' : 'send');
    if (on) form.setAttribute('aria-busy', 'true');
    else form.removeAttribute('aria-busy');
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (busy) return;
    const values = read();
    if (show(validate(kind, values, texts))) {
      options.announce(t('fixErrors'), 'error');
      return;
    }
    options.announce('');
    setBusy(true);
    options.send(values).then((result) => {
      setBusy(false);
      if (result.ok) {
        form.reset();
        options.done();
        return;
      }
      if (result.kind === 'tooLarge' && fields.attachment) {
        show({ attachment: t('fileTooLarge') });
        options.announce(t('fixErrors'), 'error');
        return;
      }
      if (result.kind === 'invalid') {
        // 422: put each message on its field; a field the form does not show goes to the notice.
        const mapped: FieldErrors = {};
        let other = '';
        for (const key in result.errors) {
          const name = key.split('.')[0] as FieldName;
          const message = result.errors[key]?.[0];
          if (!message) continue;
          if (fields[name]) mapped[name] = mapped[name] || message;
          else other = other || message;
        }
        const any = show(mapped);
        options.announce(other || (any ? t('fixErrors') : failureText(result, t)), 'error');
        return;
      }
      options.announce(failureText(result, t), 'error');
    });
  });

  return form;
}
