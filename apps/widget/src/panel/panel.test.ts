import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountPanel } from '../test/dom';
import { allOptions, berlin, makeConfig, newYork } from '../test/fixtures';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the panel', () => {
  it('is a labelled modal dialog, hidden until opened, that keeps the button informed', async () => {
    const { panel, handle, button, root } = await mountPanel(makeConfig());
    expect(panel.hidden).toBe(true);
    expect(panel.getAttribute('aria-modal')).toBe('true');
    const title = root.getElementById(panel.getAttribute('aria-labelledby')!);
    expect(title?.textContent).toBe('Contact us');
    expect(button.getAttribute('aria-controls')).toBe(panel.id);
    handle.open();
    expect(panel.hidden).toBe(false);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    handle.close();
    expect(panel.hidden).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('draws only inside the shadow root', async () => {
    const head = document.head.innerHTML;
    const { handle } = await mountPanel(makeConfig());
    handle.open();
    expect(document.head.innerHTML).toBe(head);
    expect(document.body.querySelectorAll('style, [role="dialog"]')).toHaveLength(0);
    expect(document.body.children).toHaveLength(2); // <main> and the host
  });

  it("lists the offices, online or offline by each office's own time zone", async () => {
    const { handle, heading, all } = await mountPanel(makeConfig());
    handle.open();
    expect(heading()).toBe('Choose an office');
    const items = all('.item').map((item) => item.textContent);
    // Monday 10:30 in Berlin, 04:30 in New York.
    expect(items).toEqual(['Berlin officeOnline', 'New York officeOffline']);
  });

  it('goes from an office to its departments, and from a department to its contact options', async () => {
    const { handle, button$, heading, all, q } = await mountPanel(makeConfig());
    handle.open();
    button$('Berlin office')!.click();
    expect(heading()).toBe('Choose a department');
    expect(all('.item').map((item) => item.textContent)).toEqual(['SalesOnline', 'SupportOffline']);
    button$('Sales')!.click();
    expect(heading()).toBe('Sales');
    const call = q<HTMLAnchorElement>('a[data-kind="call"]')!;
    expect(call.getAttribute('href')).toBe('tel:+49307654321');
    expect(all('.opt').map((opt) => opt.dataset.kind)).toEqual([
      'call',
      'callback',
      'message',
      'email',
      'video',
    ]);
    button$('Back')!.click();
    expect(heading()).toBe('Choose a department');
    button$('Back')!.click();
    expect(heading()).toBe('Choose an office');
  });

  it('offers no call or video call while a place is closed, but still the forms', async () => {
    const { handle, button$, all, heading } = await mountPanel(makeConfig());
    handle.open();
    button$('New York office')!.click();
    expect(heading()).toBe('New York office');
    expect(all('.opt').map((opt) => opt.dataset.kind)).toEqual(['callback', 'message', 'email']);
  });

  it('offers only the contact options the office enabled', async () => {
    const office = {
      ...newYork,
      openingHours: { ...newYork.openingHours, monday: { closed: false, ranges: [] } },
      contactOptions: { ...allOptions, chat: false, email: false, videoCalls: false },
    };
    const { handle, all } = await mountPanel(makeConfig({ contacts: [office] }));
    handle.open();
    expect(all('.opt').map((opt) => opt.dataset.kind)).toEqual(['call', 'callback']);
  });

  it('hides offline offices and departments when displayOffline is off, starting at the one office left', async () => {
    const config = makeConfig();
    config.appearance = { ...config.appearance, displayOffline: false };
    const { handle, heading, all, q } = await mountPanel(config);
    handle.open();
    expect(heading()).toBe('Choose a department');
    expect(q('.ctx')!.textContent).toBe('Berlin officeOnline');
    expect(all('.item').map((item) => item.textContent)).toEqual(['SalesOnline']);
    expect(q('.back')).toBeNull();
  });

  it('says so when no one can be reached', async () => {
    const config = makeConfig({ contacts: [newYork] });
    config.appearance = { ...config.appearance, displayOffline: false };
    const { handle, q } = await mountPanel(config);
    handle.open();
    expect(q('.txt')!.textContent).toBe('No one is available right now. Please try again later.');
  });

  it("uses the owner's online and offline texts, and the custom translations over them", async () => {
    const config = makeConfig();
    config.appearance = { ...config.appearance, onlineText: 'Here for you', offlineText: 'Back tomorrow' };
    const first = await mountPanel(config);
    first.handle.open();
    expect(first.all('.item').map((item) => item.textContent)).toEqual([
      'Berlin officeHere for you',
      'New York officeBack tomorrow',
    ]);
    config.multilanguage = {
      lang: 'en',
      userLanguages: ['en'],
      userEditedLangs: { en: { offline: 'Closed' } },
    };
    const second = await mountPanel(config);
    second.handle.open();
    expect(second.all('.item')[1]!.textContent).toBe('New York officeClosed');
  });

  it('applies the appearance colours as custom properties inside the shadow root, on the configured side', async () => {
    const config = makeConfig();
    config.appearance = {
      ...config.appearance,
      onlineStatus: 'lime',
      offlineStatus: '#999999',
      bodyColor: 'red;}body{display:none',
    };
    config.sidebar = { ...config.sidebar, colorScheme: 'dark' };
    const { panel } = await mountPanel(config);
    expect(panel.style.getPropertyValue('--sb-offlineStatus')).toBe('#999999');
    expect(panel.style.getPropertyValue('--sb-onlineText')).toBe('');
    expect(panel.style.getPropertyValue('color-scheme')).toBe('dark');
    expect(panel.style.getPropertyValue('--sb-headerBackground')).toBe('#112233');
    expect(panel.style.getPropertyValue('--sb-submitButtonBg')).toBe('rgb(10, 20, 30)');
    expect(panel.style.getPropertyValue('--sb-onlineStatus')).toBe('lime');
    expect(panel.style.getPropertyValue('--sb-bodyColor')).toBe('');
    expect(panel.dataset.side).toBe('left');
  });

  it('shows office and department names as text, never as HTML', async () => {
    const office = { ...newYork, title: '<img src=x onerror=alert(1)>' };
    const { handle, root, all } = await mountPanel(makeConfig({ contacts: [office, berlin] }));
    handle.open();
    expect(root.querySelector('img')).toBeNull();
    expect(all('.item')[0]!.textContent).toContain('<img src=x onerror=alert(1)>');
  });
});

describe('language and direction', () => {
  it('speaks Arabic right to left, with the custom translations first', async () => {
    const config = makeConfig({
      multilanguage: {
        lang: 'ar',
        userLanguages: ['en', 'ar'],
        userEditedLangs: { ar: { title: 'مرحبا بك' } },
      },
    });
    const { panel, handle, root, heading, button$ } = await mountPanel(config);
    expect(panel.getAttribute('dir')).toBe('rtl');
    expect(panel.getAttribute('lang')).toBe('ar');
    expect(root.getElementById('sb-title')!.textContent).toBe('مرحبا بك');
    expect(root.querySelector('.x')!.getAttribute('aria-label')).toBe('إغلاق');
    handle.open();
    expect(heading()).toBe('اختر مكتبًا');
    button$('Berlin office')!.click();
    expect(button$('رجوع')).toBeDefined();
  });

  it('keeps the phone number of the Arabic hint left to right, its plus before the digits', async () => {
    const config = makeConfig({ multilanguage: { lang: 'ar', userLanguages: ['ar'], userEditedLangs: {} } });
    const { handle, button$, root } = await mountPanel(config);
    handle.open();
    button$('Berlin office')!.click();
    button$('Sales')!.click();
    button$('اطلب معاودة الاتصال')!.click();
    const hint = root.getElementById('sb-f-phone-h')!;
    expect(hint.textContent).toBe('مع رمز الدولة، مثل +971501234567');
    const numbers = Array.from(hint.querySelectorAll('bdi'));
    expect(numbers.map((bdi) => [bdi.getAttribute('dir'), bdi.textContent])).toEqual([
      ['ltr', '+971501234567'],
    ]);
  });

  it('is left to right in the other built-in languages', async () => {
    const config = makeConfig({ multilanguage: { lang: 'bg', userLanguages: ['bg'], userEditedLangs: {} } });
    const { panel, handle, heading } = await mountPanel(config);
    expect(panel.getAttribute('dir')).toBe('ltr');
    handle.open();
    expect(heading()).toBe('Изберете офис');
  });
});

describe('Trusted Types', () => {
  it('builds every view without assigning HTML strings (which a page enforcing Trusted Types refuses)', async () => {
    const refused: string[] = [];
    for (const proto of [Element.prototype, ShadowRoot.prototype]) {
      const own = Object.getOwnPropertyDescriptor(proto, 'innerHTML')!;
      vi.spyOn(proto, 'innerHTML', 'set').mockImplementation(function (this: Element, value: string) {
        refused.push(value);
        own.set!.call(this, value);
      });
    }
    const { handle, button$ } = await mountPanel(makeConfig());
    handle.open();
    button$('Berlin office')!.click();
    button$('Sales')!.click();
    for (const option of ['Request a callback', 'Send a message', 'Send an email']) {
      button$(option)!.click();
      button$('Back')!.click();
    }
    expect(refused).toEqual([]);
  });
});

describe('keyboard and screen reader', () => {
  it('moves focus into the dialog, keeps Tab inside it, and Escape returns focus to the button', async () => {
    const { handle, root, panel, button, key, all } = await mountPanel(makeConfig());
    button.focus();
    handle.open();
    expect(root.activeElement?.tagName).toBe('H3');
    const focusable = all<HTMLElement>('.x, .item');
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    last.focus();
    key(last, 'Tab');
    expect(root.activeElement).toBe(first);
    key(first, 'Tab', true);
    expect(root.activeElement).toBe(last);
    key(last, 'Escape');
    expect(panel.hidden).toBe(true);
    expect(root.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('does not let Escape reach the host page', async () => {
    const { handle, root, key } = await mountPanel(makeConfig());
    const pageListener = vi.fn();
    document.addEventListener('keydown', pageListener);
    handle.open();
    key(root.activeElement!, 'Escape');
    document.removeEventListener('keydown', pageListener);
    expect(pageListener).not.toHaveBeenCalled();
  });

  it('closes with the close button and returns focus', async () => {
    const { handle, root, button, q } = await mountPanel(makeConfig());
    handle.open();
    q('.x')!.click();
    expect(handle.isOpen()).toBe(false);
    expect(root.activeElement).toBe(button);
  });

  it('keeps a half-filled form when closed and reopened', async () => {
    const { handle, button$, type, field } = await mountPanel(makeConfig({ contacts: [newYork] }));
    handle.open();
    button$('Request a callback')!.click();
    type('name', 'Ada');
    handle.toggle();
    handle.toggle();
    expect(field('name').value).toBe('Ada');
  });

  it('labels every field and ties its error to it', async () => {
    const { handle, button$, root, all } = await mountPanel(makeConfig({ contacts: [newYork] }));
    handle.open();
    button$('Send an email')!.click();
    for (const input of all<HTMLInputElement>('input, textarea')) {
      expect(root.querySelector(`label[for="${input.id}"]`), input.name).not.toBeNull();
      const described = input.getAttribute('aria-describedby')!.split(' ');
      for (const id of described) expect(root.getElementById(id), `${input.name} → ${id}`).not.toBeNull();
    }
  });
});
