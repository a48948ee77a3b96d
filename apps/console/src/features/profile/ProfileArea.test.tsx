import type { Profile } from '@switchboard/contract';
import { toast } from '@switchboard/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi, json, profile } from '#test/fakeApi';
import { renderApp } from '#test/renderApp';

const withPhoto = (base: Profile): Profile => ({
  ...base,
  user_info: { ...base.user_info, user_photo: '/uploads/anna.png' },
  company_info: { ...base.company_info, company_email: 'office@acme.example' },
});

async function open(path: string, current: Profile, routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ 'GET /admin/me': current, 'GET /admin/profile': current, ...routes });
  const view = await renderApp({ path, fetch: api.fetch, loggedIn: true });
  return { ...view, api };
}

// The toast queue outlives each test's render.
beforeEach(() => toast.clear());

describe('the profile dashboard', () => {
  it('shows the photo, name, company name and email, and leads on to the profile pages', async () => {
    const { user, location } = await open('/profile', withPhoto(profile()));
    expect(await screen.findByText('Anna Schmidt', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText('Acme Telecom GmbH')).toBeInTheDocument();
    expect(screen.getByText('office@acme.example')).toBeInTheDocument();
    // Decorative: the name is beside it.
    expect(screen.getByRole('main').querySelector('img')).toHaveAttribute('src', '/uploads/anna.png');

    const cards = within(screen.getByRole('navigation', { name: 'Manage your account' }));
    expect(cards.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Information and password',
      'Payments',
      'Subscriptions',
      'Recharge account',
      'Users',
      'Support',
    ]);
    await user.click(cards.getByRole('link', { name: 'Support' }));
    await waitFor(() => expect(location().pathname).toBe('/profile/profile-support'));
  });

  it('has a side menu with all six pages of spec §2, the current one marked', async () => {
    await open('/profile/profile-info', profile());
    // The side menu shows on wide screens only (a media query jsdom does not apply).
    const menu = within(await screen.findByRole('navigation', { name: 'Profile', hidden: true }));
    expect(menu.getAllByRole('link', { hidden: true }).map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Users',
      'Information and password',
      'Payments',
      'Recharge account',
      'Subscriptions',
    ]);
    expect(menu.getByRole('link', { name: 'Information and password', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(menu.getByRole('link', { name: 'Dashboard', hidden: true })).not.toHaveAttribute('aria-current');
  });

  it('puts the user’s photo on the home link on profile pages of a verified account', async () => {
    await open('/profile', withPhoto(profile()));
    const home = await screen.findByRole('link', { name: 'Switchboard home' });
    await waitFor(() => expect(home.querySelector('img')).toHaveAttribute('src', '/uploads/anna.png'));
  });

  it('shows an unverified account the notice, no photo on the home link and no users page', async () => {
    const { user, api } = await open('/profile', withPhoto(profile({ verified: false })), {
      'GET /admin/profile/resend-activate': {
        message: 'Email has been resent to your address! Please check',
      },
    });
    expect(await screen.findByText('Please verify your email address')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Switchboard home' }).querySelector('img')).toBeNull();
    const menu = within(screen.getByRole('navigation', { name: 'Profile', hidden: true }));
    expect(menu.getAllByRole('link', { hidden: true }).map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Information and password',
      'Payments',
      'Recharge account',
      'Subscriptions',
    ]);

    await user.click(screen.getByRole('button', { name: 'Click here to send the email again' }));
    expect(
      await screen.findByText('Email has been resent to your address! Please check'),
    ).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/admin/profile/resend-activate')).toBe(true);
  });

  it('shows a user within an account the company only, and none of the owner’s money pages', async () => {
    await open('/profile', profile({ userType: 'user' }));
    expect(await screen.findByText('Acme Telecom GmbH')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Personal info' })).not.toBeInTheDocument();
    const cards = within(screen.getByRole('navigation', { name: 'Manage your account' }));
    expect(cards.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Information and password',
      'Users',
      'Support',
    ]);
    const menu = within(screen.getByRole('navigation', { name: 'Profile', hidden: true }));
    expect(menu.getAllByRole('link', { hidden: true }).map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Users',
      'Information and password',
    ]);
  });

  it('stays in English whatever the interface language is', async () => {
    localStorage.setItem('user_lang', 'de');
    await open('/profile', profile());
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByRole('main').querySelector('[lang="en"]')).not.toBeNull();
  });
});

describe('the users page', () => {
  it('asks an unverified account to verify first and loads nothing', async () => {
    const { api } = await open('/profile/users', profile({ verified: false }));
    expect(
      await screen.findByText('Verify your email address to manage the users of your account.'),
    ).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/admin/xpbx/user')).toBe(false);
  });
});

describe('the support form', () => {
  async function openSupport(answer: Parameters<typeof fakeApi>[0][string]) {
    const view = await open('/profile/profile-support', profile(), {
      'POST /admin/profile/storeProfileSupport': answer,
    });
    const form = within(await screen.findByRole('form', { name: 'Support message' }));
    return { ...view, form };
  }

  it('checks the fields, then sends the message and says it was sent', async () => {
    const { user, form, api } = await openSupport({ message: 'Your message has been sent' });
    await user.click(form.getByRole('button', { name: 'Send message' }));
    expect(form.getByRole('combobox', { name: 'Service' })).toHaveAccessibleDescription(
      'Service is required.',
    );
    expect(form.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      'Message is required.',
    );

    await user.click(form.getByRole('combobox', { name: 'Service' }));
    await user.click(await screen.findByRole('option', { name: 'PBX-IVR' }));
    await user.click(form.getByRole('radio', { name: 'Sales' }));
    await user.type(form.getByRole('textbox', { name: 'Message' }), 'Please call me about IVR menus.');
    await user.click(form.getByRole('button', { name: 'Send message' }));
    expect(
      await screen.findByText('Your message has been sent. We will answer you by email soon.'),
    ).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/admin/profile/storeProfileSupport')?.body).toEqual({
      support_service: 'PBX-IVR',
      support_department: 'Sales',
      support_message: 'Please call me about IVR menus.',
    });
    expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  });

  it('says when the message could not be sent', async () => {
    const { user, form } = await openSupport(json({ message: 'Unable to send email, try again' }, 502));
    await user.click(form.getByRole('combobox', { name: 'Service' }));
    await user.click(await screen.findByRole('option', { name: 'SMS' }));
    await user.type(form.getByRole('textbox', { name: 'Message' }), 'Hello');
    await user.click(form.getByRole('button', { name: 'Send message' }));
    expect(
      await screen.findByText('Your message could not be sent. Please try again later.'),
    ).toBeInTheDocument();
  });
});
