import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FetchMock, mountPanel } from '../test/dom';
import { json, makeConfig, newYork } from '../test/fixtures';

afterEach(() => {
  vi.restoreAllMocks();
});

const created = () => vi.fn(async (_url: string, _init?: RequestInit) => json(201, { message: 'Created' }));

/** The panel opened on Berlin → Sales, then the given form. */
async function openForm(option: string, fetch: FetchMock = created(), lang = 'en') {
  const ui = await mountPanel(
    makeConfig({ multilanguage: { lang, userLanguages: [lang], userEditedLangs: {} } }),
    fetch,
  );
  ui.handle.open();
  ui.button$('Berlin office')!.click();
  ui.button$('Sales')!.click();
  ui.button$(option)!.click();
  return ui;
}

describe('the callback form', () => {
  it('refuses an empty form with one message per field, sends nothing, and focuses the first error', async () => {
    const ui = await openForm('Request a callback');
    ui.submit();
    expect(ui.errorOf('name')).toBe('Name is required.');
    expect(ui.errorOf('phone')).toBe('Phone is required.');
    expect(ui.errorOf('terms')).toBe('You have to accept our terms and services');
    expect(ui.field('name').getAttribute('aria-invalid')).toBe('true');
    expect(ui.root.activeElement).toBe(ui.field('name'));
    expect(ui.status()).toBe('Please fix all the errors');
    expect(ui.q('[role="status"]')!.dataset.tone).toBe('error');
    expect(ui.api).not.toHaveBeenCalled();
  });

  it('wants the phone number in international format with +', async () => {
    const ui = await openForm('Request a callback');
    ui.type('name', 'Ada');
    ui.check('terms');
    ui.type('phone', '030 1234567');
    ui.submit();
    expect(ui.errorOf('phone')).toBe('Please enter your phone number with country code');
    ui.type('phone', '+12');
    ui.submit();
    expect(ui.errorOf('phone')).toBe('Phone number is not correct');
    expect(ui.api).not.toHaveBeenCalled();
  });

  it('keeps only digits and a leading plus in the phone field, at most 20 characters', async () => {
    const ui = await openForm('Request a callback');
    ui.type('phone', '+49 (30) 123-4567');
    expect(ui.field('phone').value).toBe('+49301234567');
    expect(ui.field('phone').maxLength).toBe(20);
    expect(ui.field('name').maxLength).toBe(200);
  });

  it("clears a field's error as soon as it changes", async () => {
    const ui = await openForm('Request a callback');
    ui.submit();
    ui.type('name', 'A');
    expect(ui.errorOf('name')).toBe('');
    expect(ui.field('name').getAttribute('aria-invalid')).toBe('false');
    expect(ui.errorOf('phone')).toBe('Phone is required.');
  });

  it('sends name, phone, terms and the office and department, then thanks the visitor', async () => {
    const ui = await openForm('Request a callback');
    ui.type('name', '  Ada Lovelace ');
    ui.type('phone', '+49 30 1234567');
    ui.check('terms');
    ui.submit();
    const button = ui.q<HTMLButtonElement>('button[type="submit"]')!;
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe('Sending…');
    await vi.waitFor(() => expect(ui.status()).toBe('Thank you! We will call you back shortly.'));
    const [url, init] = ui.api.mock.calls[0]!;
    expect(url).toBe('https://api.example.test/public/widget/pk_test/callback');
    expect(init).toMatchObject({ method: 'POST', credentials: 'omit' });
    expect(new Headers(init!.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init!.body))).toEqual({
      name: 'Ada Lovelace',
      phone: '+49301234567',
      terms: true,
      contact_id: 'c-berlin',
      department_id: 'd-sales',
    });
    // Back on the department's options, with the focus on its heading.
    expect(ui.heading()).toBe('Sales');
    expect(ui.q('[role="status"]')!.dataset.tone).toBeUndefined();
  });

  it('sends no department_id for an office without departments', async () => {
    const api = created();
    const ui = await mountPanel(makeConfig({ contacts: [newYork] }), api);
    ui.handle.open();
    ui.button$('Request a callback')!.click();
    ui.type('name', 'Ada');
    ui.type('phone', '+12125550100');
    ui.check('terms');
    ui.submit();
    await vi.waitFor(() => expect(api).toHaveBeenCalled());
    expect(JSON.parse(String(api.mock.calls[0]![1]!.body))).toEqual({
      name: 'Ada',
      phone: '+12125550100',
      terms: true,
      contact_id: 'c-ny',
    });
  });

  it('shows the errors in German for a German widget', async () => {
    const ui = await openForm('Rückruf anfordern', created(), 'de');
    ui.submit();
    expect(ui.errorOf('name')).toBe('Name ist erforderlich.');
    expect(ui.errorOf('terms')).toBe('Sie müssen unsere Nutzungsbedingungen akzeptieren');
  });
});

describe('terms and privacy links', () => {
  it('shows the widget terms and GDPR pages next to the terms box, in a new tab', async () => {
    const config = makeConfig({
      contacts: [newYork],
      config: { terms_url: 'https://acme.example/terms', gdpr_url: 'https://acme.example/privacy' },
    });
    const ui = await mountPanel(config);
    ui.handle.open();
    ui.button$('Send a message')!.click();
    const links = ui.all<HTMLAnchorElement>('.links a');
    expect(links.map((a) => [a.textContent, a.href, a.target, a.rel])).toEqual([
      ['Terms and services', 'https://acme.example/terms', '_blank', 'noopener noreferrer'],
      ['Privacy policy', 'https://acme.example/privacy', '_blank', 'noopener noreferrer'],
    ]);
  });

  it('leaves out links that are not http(s)', async () => {
    const config = makeConfig({
      contacts: [newYork],
      config: { terms_url: 'javascript:alert(1)', gdpr_url: null },
    });
    const ui = await mountPanel(config);
    ui.handle.open();
    ui.button$('Send a message')!.click();
    expect(ui.q('.links')).toBeNull();
  });
});

describe('server answers', () => {
  async function filledMessageForm(fetch: FetchMock) {
    const ui = await openForm('Send a message', fetch);
    ui.type('name', 'Ada');
    ui.type('email', 'ada@example.org');
    ui.type('message', 'Please call me about the offer.');
    ui.check('terms');
    return ui;
  }

  it('checks the email format before sending', async () => {
    const ui = await openForm('Send a message');
    ui.type('email', 'ada@example');
    ui.submit();
    expect(ui.errorOf('email')).toBe('Email must be a valid email address.');
    expect(ui.errorOf('message')).toBe('Message is required.');
  });

  it('puts 422 errors on their fields, and the others in the notice', async () => {
    const api = vi.fn(async () =>
      json(422, {
        message: 'The email is blacklisted.',
        errors: {
          email: ['The email is blacklisted.', 'second'],
          contact_id: ['The office no longer exists.'],
        },
      }),
    );
    const ui = await filledMessageForm(api);
    ui.submit();
    await vi.waitFor(() => expect(ui.errorOf('email')).toBe('The email is blacklisted.'));
    expect(ui.field('email').getAttribute('aria-invalid')).toBe('true');
    expect(ui.errorOf('name')).toBe('');
    expect(ui.status()).toBe('The office no longer exists.');
    expect(ui.root.activeElement).toBe(ui.field('email'));
    // The form stays, with what the visitor typed.
    expect(ui.field('message').value).toBe('Please call me about the offer.');
    expect(ui.q<HTMLButtonElement>('button[type="submit"]')!.disabled).toBe(false);
  });

  it('says "Please fix all the errors" when every 422 error has its field', async () => {
    const api = vi.fn(async () =>
      json(422, { message: 'Invalid', errors: { terms: ['Terms must be accepted.'] } }),
    );
    const ui = await filledMessageForm(api);
    ui.submit();
    await vi.waitFor(() => expect(ui.errorOf('terms')).toBe('Terms must be accepted.'));
    expect(ui.status()).toBe('Please fix all the errors');
  });

  it("shows the server's reason for a 403 (blacklist, country)", async () => {
    const api = vi.fn(async () => json(403, { message: 'Requests from your country are not accepted.' }));
    const ui = await filledMessageForm(api);
    ui.submit();
    await vi.waitFor(() => expect(ui.status()).toBe('Requests from your country are not accepted.'));
    expect(ui.q('[role="status"]')!.dataset.tone).toBe('error');
  });

  it.each([
    [json(429, { message: 'Too Many Attempts.' }), 'Too many requests. Please try again later.'],
    [json(500, {}), 'Something went wrong. Please try again.'],
    [json(403, {}), 'Your request could not be accepted.'],
  ])('explains other failures (%#)', async (response, text) => {
    const ui = await filledMessageForm(vi.fn(async () => response));
    ui.submit();
    await vi.waitFor(() => expect(ui.status()).toBe(text));
  });

  it('survives a network failure', async () => {
    const api = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const ui = await filledMessageForm(api);
    ui.submit();
    await vi.waitFor(() => expect(ui.status()).toBe('Something went wrong. Please try again.'));
  });

  it('sends the message form as JSON', async () => {
    const api = created();
    const ui = await filledMessageForm(api);
    ui.submit();
    await vi.waitFor(() => expect(ui.status()).toBe('Thank you! Your message has been sent.'));
    expect(api.mock.calls[0]![0]).toBe('https://api.example.test/public/widget/pk_test/message');
    expect(JSON.parse(String(api.mock.calls[0]![1]!.body))).toEqual({
      name: 'Ada',
      email: 'ada@example.org',
      message: 'Please call me about the offer.',
      terms: true,
      contact_id: 'c-berlin',
      department_id: 'd-sales',
    });
  });
});

describe('the email form', () => {
  function attach(input: HTMLInputElement, file: File) {
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    input.dispatchEvent(new Event('change', { bubbles: true }));
  }

  function file(name: string, size: number) {
    const f = new File(['%PDF'], name, { type: 'application/pdf' });
    Object.defineProperty(f, 'size', { value: size });
    return f;
  }

  it('refuses an attachment over 10 MB as soon as it is chosen, and on send', async () => {
    const ui = await openForm('Send an email');
    attach(ui.field('attachment'), file('big.pdf', 10 * 1024 * 1024 + 1));
    expect(ui.errorOf('attachment')).toBe('The file is too large. The limit is 10 MB.');
    ui.type('name', 'Ada');
    ui.type('email', 'ada@example.org');
    ui.type('subject', 'Offer');
    ui.type('message', 'Hello');
    ui.check('terms');
    ui.submit();
    expect(ui.errorOf('attachment')).toBe('The file is too large. The limit is 10 MB.');
    expect(ui.api).not.toHaveBeenCalled();
  });

  it('sends multipart form data with the attachment (10 MB exactly is fine)', async () => {
    const api = created();
    const ui = await openForm('Send an email', api);
    ui.type('name', 'Ada');
    ui.type('email', 'ada@example.org');
    ui.type('subject', 'Offer');
    ui.type('message', 'Hello');
    const pdf = file('offer.pdf', 10 * 1024 * 1024);
    attach(ui.field('attachment'), pdf);
    ui.check('terms');
    ui.submit();
    await vi.waitFor(() => expect(ui.status()).toBe('Thank you! Your email has been sent.'));
    const [url, init] = api.mock.calls[0]!;
    expect(url).toBe('https://api.example.test/public/widget/pk_test/email');
    const body = init!.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    // The browser sets the multipart boundary: no Content-Type of our own.
    expect(new Headers(init!.headers).has('Content-Type')).toBe(false);
    expect(Object.fromEntries(Array.from(body.entries()).filter(([key]) => key !== 'attachment'))).toEqual({
      name: 'Ada',
      email: 'ada@example.org',
      subject: 'Offer',
      message: 'Hello',
      terms: 'true',
      contact_id: 'c-berlin',
      department_id: 'd-sales',
    });
    expect((body.get('attachment') as File).name).toBe('offer.pdf');
  });

  it('puts a 413 from the server on the attachment', async () => {
    const api = vi.fn(async () => json(413, { message: 'The file is too large.' }));
    const ui = await openForm('Send an email', api);
    ui.type('name', 'Ada');
    ui.type('email', 'ada@example.org');
    ui.type('subject', 'Offer');
    ui.type('message', 'Hello');
    attach(ui.field('attachment'), file('offer.pdf', 1024));
    ui.check('terms');
    ui.submit();
    await vi.waitFor(() =>
      expect(ui.errorOf('attachment')).toBe('The file is too large. The limit is 10 MB.'),
    );
    expect(ui.status()).toBe('Please fix all the errors');
  });

  it('asks for the subject and leaves the attachment optional', async () => {
    const ui = await openForm('Send an email');
    ui.submit();
    expect(ui.errorOf('subject')).toBe('Subject is required.');
    expect(ui.errorOf('attachment')).toBe('');
  });

  it('cancel goes back to the options', async () => {
    const ui = await openForm('Send an email');
    ui.button$('Cancel')!.click();
    expect(ui.heading()).toBe('Sales');
  });
});

describe('call and video-call intents', () => {
  it('posts the call intent without holding up the tel: link', async () => {
    const api = created();
    const ui = await mountPanel(makeConfig(), api);
    ui.handle.open();
    ui.button$('Berlin office')!.click();
    ui.button$('Sales')!.click();
    const link = ui.q<HTMLAnchorElement>('a[data-kind="call"]')!;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.addEventListener('click', (e) => e.preventDefault()); // jsdom cannot navigate to tel:
    link.dispatchEvent(event);
    await vi.waitFor(() => expect(api).toHaveBeenCalled());
    const [url, init] = api.mock.calls[0]!;
    expect(url).toBe('https://api.example.test/public/widget/pk_test/call');
    expect(JSON.parse(String(init!.body))).toEqual({ contact_id: 'c-berlin', department_id: 'd-sales' });
  });

  it('posts the video-call intent and confirms it', async () => {
    const api = created();
    const ui = await mountPanel(makeConfig(), api);
    ui.handle.open();
    ui.button$('Berlin office')!.click();
    ui.button$('Sales')!.click();
    ui.button$('Start a video call')!.click();
    await vi.waitFor(() => expect(ui.status()).toBe('Thank you! Your video call request has been sent.'));
    expect(api.mock.calls[0]![0]).toBe('https://api.example.test/public/widget/pk_test/video-call');
  });

  it('reports a refused video call', async () => {
    const api = vi.fn(async () => json(403, { message: 'Your IP address is blocked.' }));
    const ui = await mountPanel(makeConfig(), api);
    ui.handle.open();
    ui.button$('Berlin office')!.click();
    ui.button$('Sales')!.click();
    ui.button$('Start a video call')!.click();
    await vi.waitFor(() => expect(ui.status()).toBe('Your IP address is blocked.'));
  });
});
