// The panel chunk (dist/widget-assets/panel-[hash].js): loaded by the loader on interaction or
// idle, it draws the contact panel inside the widget's shadow root.
import type { VisitorRequestType } from '@switchboard/contract';
import { isOpenAt } from '@switchboard/contract/hours';
import {
  buildPath,
  widgetCall,
  widgetCallback,
  widgetEmail,
  widgetMessage,
  widgetVideoCall,
} from '@switchboard/contract/paths';
import { en, loadTexts, type Texts } from '@switchboard/widget-embed/i18n';
import { ownerText } from '@switchboard/widget-embed/i18n/lang';
import {
  type Appearance,
  type ContactOptions,
  type PublicContact,
  type PublicDepartment,
  safeColor,
  safeUrl,
} from '../config';
import { addStyles, h, ICONS, icon } from '../dom';
import { post } from './api';
import { trapTab } from './focus';
import { createForm, failureText } from './form';
import { PANEL_ICONS } from './icons';
import { PANEL_CSS } from './styles';
import type { PanelContext, PanelHandle } from './types';
import type { FormKind } from './validate';

export type { PanelContext, PanelHandle, PanelModule } from './types';

/** The loader's entry point into this chunk: loads the widget's language, then builds the panel. */
export async function mount(ctx: PanelContext): Promise<PanelHandle> {
  return createPanel(ctx, await loadTexts(ctx.config.multilanguage));
}

interface Target {
  contact: PublicContact;
  department?: PublicDepartment;
}

type View =
  | { name: 'offices' }
  | { name: 'departments'; contact: PublicContact }
  | { name: 'options'; target: Target }
  | { name: 'form'; target: Target; kind: FormKind };

/** Appearance fields that are not colours. */
const NOT_COLOURS: string[] = [
  'widgetPosition',
  'chatVisibility',
  'displayOffline',
  'sounds',
  'floatingButtonLabel',
  'onlineText',
  'offlineText',
];

/** The sidebar's colour scheme as CSS `color-scheme` (form controls, scrollbars). */
const COLOR_SCHEMES: Record<string, string> = { light: 'light', dark: 'dark', auto: 'light dark' };

const SUCCESS = { callback: 'sentCallback', message: 'sentMessage', email: 'sentEmail' } as const;

/** Where each kind of visitor request is posted (the contract's widget entries). */
const REQUEST_PATHS = {
  call: widgetCall,
  'video-call': widgetVideoCall,
  callback: widgetCallback,
  message: widgetMessage,
  email: widgetEmail,
} as const satisfies Record<VisitorRequestType, string>;

/** A dialable number: digits and a leading plus; undefined when too short to be one. */
export function telNumber(value: string | null | undefined): string | undefined {
  const text = String(value || '').trim();
  const digits = (text.startsWith('+') ? '+' : '') + text.replace(/\D/g, '');
  return /\d{3,}/.test(digits) ? digits : undefined;
}

export function createPanel(ctx: PanelContext, texts: Texts): PanelHandle {
  const { root, button, config } = ctx;
  const { appearance } = config;
  const { t } = texts;
  const now = ctx.now || (() => new Date());
  const endpoint = (kind: VisitorRequestType) =>
    ctx.apiBase + buildPath(REQUEST_PATHS[kind], { publicKey: ctx.publicKey || config.public_key });

  // Opening hours are judged on the office's own clock; a department without hours has the office's.
  const departmentOnline = (c: PublicContact, d: PublicDepartment) =>
    isOpenAt(d.openingHours || c.openingHours, c.timezone, now());
  const officeOnline = (c: PublicContact) =>
    isOpenAt(c.openingHours, c.timezone, now()) ||
    (c.departments || []).some((d) => !!d.openingHours && departmentOnline(c, d));
  const targetOnline = ({ contact, department }: Target) =>
    department
      ? departmentOnline(contact, department)
      : isOpenAt(contact.openingHours, contact.timezone, now());
  // displayOffline off: offline offices and departments are not offered at all.
  const offices = () => config.contacts.filter((c) => appearance.displayOffline || officeOnline(c));
  const departments = (c: PublicContact) =>
    (c.departments || []).filter((d) => appearance.displayOffline || departmentOnline(c, d));

  addStyles(root, PANEL_CSS);
  const status = h('div', { class: 'st', role: 'status', 'aria-live': 'polite', 'aria-atomic': 'true' });
  const viewEl = h('div', { class: 'v' });
  const panel = h(
    'div',
    {
      id: 'sb-panel',
      class: 'p',
      role: 'dialog',
      'aria-modal': 'true',
      'aria-labelledby': 'sb-title',
      dir: texts.dir,
      lang: texts.lang,
      'data-side': appearance.widgetPosition,
      hidden: true,
    },
    h(
      'div',
      { class: 'hd' },
      icon(ICONS.call, 'hi'),
      h('h2', { id: 'sb-title', class: 'ht' }, t('title')),
      h(
        'button',
        { type: 'button', class: 'x', 'aria-label': t('close'), onclick: () => close(true) },
        icon(ICONS.close),
      ),
    ),
    h('div', { class: 'bd' }, status, viewEl),
  );
  for (const key in appearance) {
    const value = appearance[key as keyof Appearance];
    const colour = NOT_COLOURS.includes(key) ? undefined : safeColor(value);
    if (colour) panel.style.setProperty(`--sb-${key}`, colour);
  }
  panel.style.setProperty('color-scheme', COLOR_SCHEMES[config.sidebar.colorScheme] || 'light');
  root.appendChild(panel);
  button.setAttribute('aria-controls', 'sb-panel');
  const links = { terms: safeUrl(config.config?.terms_url), privacy: safeUrl(config.config?.gdpr_url) };

  const announce = (text: string, tone?: 'error') => {
    if (tone) status.setAttribute('data-tone', tone);
    else status.removeAttribute('data-tone');
    status.textContent = text;
  };

  const officeView = (c: PublicContact): View =>
    departments(c).length ? { name: 'departments', contact: c } : { name: 'options', target: { contact: c } };
  const start = (): View => {
    const list = offices();
    return list.length === 1 ? officeView(list[0]!) : { name: 'offices' };
  };

  let stack: View[] = [start()];
  let opened = false;

  const go = (view: View) => {
    stack.push(view);
    announce('');
    render(true);
  };
  const back = () => {
    if (stack.length > 1) stack.pop();
    announce('');
    render(true);
  };

  // Status words: the owner's (custom translation, or the appearance's online/offline text), else ours.
  const ml = config.multilanguage;
  const onlineLabel = ownerText(ml, 'online', appearance.onlineText, en.online) || t('online');
  const offlineLabel = ownerText(ml, 'offline', appearance.offlineText, en.offline) || t('offline');
  const badge = (online: boolean) =>
    h(
      'span',
      { class: 'stt' },
      h('span', { class: 'dot', 'data-online': online }),
      online ? onlineLabel : offlineLabel,
    );

  const item = (iconPath: string, name: string, online: boolean, onclick: () => void) =>
    h(
      'li',
      null,
      h(
        'button',
        { type: 'button', class: 'item', onclick },
        icon(iconPath, 'ic'),
        h('span', { class: 'nm' }, name),
        badge(online),
      ),
    );

  const intentBody = ({ contact, department }: Target) =>
    department ? { contact_id: contact.id, department_id: department.id } : { contact_id: contact.id };

  const optionsOf = (target: Target): Node[] => {
    const { contact, department } = target;
    const opts: Partial<ContactOptions> =
      (department ? department.contactOptions : contact.contactOptions) || {};
    const online = targetOnline(target);
    const phone = telNumber(department?.phoneNumber || contact.phoneNumber);
    const nodes: Node[] = [];
    const option = (kind: string, iconPath: string, label: string, onclick: () => void) =>
      h(
        'li',
        null,
        h('button', { type: 'button', class: 'opt', 'data-kind': kind, onclick }, icon(iconPath), label),
      );
    // Calls and video calls need someone there now; the forms reach the office at any time.
    if (opts.phoneCalls && online && phone) {
      nodes.push(
        h(
          'li',
          null,
          h(
            'a',
            {
              class: 'opt',
              'data-kind': 'call',
              href: `tel:${phone}`,
              // The intent is recorded for the reports; the link dials at once, without waiting.
              onclick: () => void post(ctx.fetch, endpoint('call'), intentBody(target)),
            },
            icon(ICONS.call),
            t('optCall'),
            h('span', { class: 'num', dir: 'ltr' }, phone),
          ),
        ),
      );
    }
    if (opts.requestCallback) {
      nodes.push(
        option('callback', PANEL_ICONS.callback, t('optCallback'), () =>
          go({ name: 'form', target, kind: 'callback' }),
        ),
      );
    }
    if (opts.chat) {
      nodes.push(
        option('message', PANEL_ICONS.message, t('optMessage'), () =>
          go({ name: 'form', target, kind: 'message' }),
        ),
      );
    }
    if (opts.email) {
      nodes.push(
        option('email', PANEL_ICONS.email, t('optEmail'), () => go({ name: 'form', target, kind: 'email' })),
      );
    }
    if (opts.videoCalls && online) {
      nodes.push(
        option('video', PANEL_ICONS.video, t('optVideo'), () => {
          announce('');
          post(ctx.fetch, endpoint('video-call'), intentBody(target)).then((result) =>
            result.ok ? announce(t('sentVideo')) : announce(failureText(result, t), 'error'),
          );
        }),
      );
    }
    return nodes.length
      ? [h('p', { class: 'txt' }, t('options')), h('ul', { class: 'list' }, ...nodes)]
      : [h('p', { class: 'txt' }, t('noContacts'))];
  };

  const targetName = ({ contact, department }: Target) => (department ? department.name : contact.title);

  function render(focus: boolean): void {
    const view = stack[stack.length - 1]!;
    const heading = h('h3', { id: 'sb-vh', tabindex: '-1' });
    const nodes: Node[] = [];
    if (stack.length > 1) {
      nodes.push(
        h('button', { type: 'button', class: 'back', onclick: back }, icon(PANEL_ICONS.back), t('back')),
      );
    }
    if (view.name === 'offices') {
      const list = offices();
      heading.textContent = t('offices');
      nodes.push(heading);
      nodes.push(
        list.length
          ? h(
              'ul',
              { class: 'list', 'aria-labelledby': 'sb-vh' },
              ...list.map((c) => item(PANEL_ICONS.office, c.title, officeOnline(c), () => go(officeView(c)))),
            )
          : h('p', { class: 'txt' }, t('noContacts')),
      );
    } else if (view.name === 'departments') {
      const c = view.contact;
      heading.textContent = t('departments');
      nodes.push(h('p', { class: 'ctx' }, c.title, badge(officeOnline(c))), heading);
      nodes.push(
        h(
          'div',
          { class: 'sec' },
          h(
            'ul',
            { class: 'list', 'aria-labelledby': 'sb-vh' },
            ...departments(c).map((d) =>
              item(PANEL_ICONS.department, d.name, departmentOnline(c, d), () =>
                go({ name: 'options', target: { contact: c, department: d } }),
              ),
            ),
          ),
        ),
      );
    } else if (view.name === 'options') {
      const { target } = view;
      if (target.department) nodes.push(h('p', { class: 'ctx' }, target.contact.title));
      heading.textContent = targetName(target);
      nodes.push(heading, h('p', { class: 'ctx' }, badge(targetOnline(target))), ...optionsOf(target));
    } else {
      const { target, kind } = view;
      heading.textContent = t(
        kind === 'callback' ? 'optCallback' : kind === 'message' ? 'optMessage' : 'optEmail',
      );
      nodes.push(h('p', { class: 'ctx' }, targetName(target)), heading);
      nodes.push(
        createForm({
          kind,
          texts,
          links,
          announce,
          cancel: back,
          send: (values) => {
            const ids = intentBody(target);
            if (kind === 'email') {
              const data = new FormData();
              data.append('name', (values.name || '').trim());
              data.append('email', (values.email || '').trim());
              data.append('subject', (values.subject || '').trim());
              data.append('message', (values.message || '').trim());
              data.append('terms', 'true');
              for (const [key, value] of Object.entries(ids)) data.append(key, String(value));
              if (values.attachment) data.append('attachment', values.attachment);
              return post(ctx.fetch, endpoint('email'), data);
            }
            const fields =
              kind === 'callback'
                ? { name: (values.name || '').trim(), phone: (values.phone || '').trim() }
                : {
                    name: (values.name || '').trim(),
                    email: (values.email || '').trim(),
                    message: (values.message || '').trim(),
                  };
            return post(ctx.fetch, endpoint(kind), { ...fields, terms: true, ...ids });
          },
          done: () => {
            stack.pop();
            render(true);
            announce(t(SUCCESS[kind]));
          },
        }),
      );
    }
    viewEl.textContent = '';
    viewEl.append(...nodes);
    if (focus) heading.focus();
  }

  function open(moveFocus = true): void {
    if (opened) return;
    opened = true;
    // Back at the start, the list is rebuilt so online states are current; a half-filled form stays.
    if (stack.length === 1) stack = [start()];
    panel.hidden = false;
    button.setAttribute('aria-expanded', 'true');
    if (stack[stack.length - 1]!.name !== 'form' || !viewEl.firstChild) render(moveFocus);
    else if (moveFocus) (root.getElementById('sb-vh') as HTMLElement | null)?.focus();
  }

  function close(returnFocus = false): void {
    if (!opened) return;
    opened = false;
    panel.hidden = true;
    button.setAttribute('aria-expanded', 'false');
    if (returnFocus) button.focus();
  }

  panel.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' || event.key === 'Esc') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      trapTab(event, panel, root.activeElement);
    }
  });
  button.addEventListener('keydown', (event) => {
    if ((event.key === 'Escape' || event.key === 'Esc') && opened) {
      event.stopPropagation();
      close(true);
    }
  });

  return {
    open,
    close,
    toggle: () => (opened ? close(true) : open()),
    isOpen: () => opened,
  };
}
