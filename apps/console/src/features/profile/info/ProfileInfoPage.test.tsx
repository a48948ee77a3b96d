import type { Profile } from '@switchboard/contract';
import { toast } from '@switchboard/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, json, profile } from '#test/fakeApi';
import { renderApp } from '#test/renderApp';
import { sendBrowserTo } from '../money/sendBrowserTo';

vi.mock('../money/sendBrowserTo', () => ({ sendBrowserTo: vi.fn() }));

const timezones = [
  { name: 'Select timezone', offset: '' },
  { name: 'Europe/Berlin', offset: '+01:00' },
  { name: 'Europe/Sofia', offset: '+02:00' },
];
const countries = [
  { name: 'Bulgaria', dial_code: '+359', code: 'BG' },
  { name: 'Germany', dial_code: '+49', code: 'DE' },
];

/** An owner whose company is filled in, so each test breaks only what it checks. */
function owner(): Profile {
  const base = profile();
  return {
    ...base,
    company_info: {
      company_name: 'Acme Telecom GmbH',
      vat_number: 'DE123456789',
      company_address: 'Hauptstraße 1, Berlin',
      company_country: 'Germany',
      company_manager: 'Anna Schmidt',
      logo_path: null,
      company_email: 'office@acme.example',
    },
  };
}

async function openInfo(routes: Parameters<typeof fakeApi>[0] = {}, current: Profile = owner()) {
  const api = fakeApi({
    'GET /admin/me': current,
    'GET /admin/profile': current,
    'GET /admin/timezones': timezones,
    'GET /admin/countries': countries,
    'GET /admin/profile/two-factor': { enabled: false, required: false, recovery_codes_left: 0 },
    ...routes,
  });
  const view = await renderApp({ path: '/profile/profile-info', fetch: api.fetch, loggedIn: true });
  await screen.findByRole('heading', { level: 1, name: 'Information and password' });
  const form = (name: string) => within(screen.getByRole('form', { name }));
  await screen.findByRole('form', { name: 'Change password' });
  return {
    ...view,
    api,
    form,
    sent: (method: string, path: string) => api.calls.filter((c) => c.method === method && c.path === path),
  };
}

// The toast queue outlives each test's render.
beforeEach(() => toast.clear());

describe('the personal form', () => {
  it('blocks the save on a wrong phone number, then saves a right one', async () => {
    const saved = { ...owner(), user_info: { ...owner().user_info, user_phonenumber: '+359888123456' } };
    const { user, form, sent } = await openInfo({ 'PUT /admin/profile': saved });
    const personal = form('Personal info');
    const phone = personal.getByRole('textbox', { name: 'Phone number' });

    await user.type(phone, '+3598881x');
    expect(phone).toHaveValue('+3598881');
    await user.click(personal.getByRole('button', { name: 'Save personal info' }));
    expect(phone).toHaveAccessibleDescription('Phone number is not correct');
    expect(
      await screen.findByText('Phone number is not correct', { selector: ':not(p)' }),
    ).toBeInTheDocument();
    expect(sent('PUT', '/admin/profile')).toEqual([]);

    await user.type(phone, '23456');
    await user.click(personal.getByRole('button', { name: 'Save personal info' }));
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(sent('PUT', '/admin/profile')[0]?.body).toEqual({
      name: 'Anna Schmidt',
      email: 'anna@example.com',
      user_phonenumber: '+359888123456',
      timezone: null,
      user_lang: 'en',
    });
  });

  it('keeps the phone to 20 characters of digits and a leading plus', async () => {
    const { user, form } = await openInfo();
    const phone = form('Personal info').getByRole('textbox', { name: 'Phone number' });
    await user.type(phone, '+12 345-678 901 234 567 890 12');
    expect(phone).toHaveValue('+1234567890123456789');
  });

  it('puts the server’s field errors under the fields and says to resolve them', async () => {
    const { user, form } = await openInfo({
      'PUT /admin/profile': json(
        { message: 'Unprocessable', errors: { email: ['Email already exists.'] } },
        422,
      ),
    });
    const personal = form('Personal info');
    await user.click(personal.getByRole('button', { name: 'Save personal info' }));
    await waitFor(() =>
      expect(personal.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
        'Email already exists.',
      ),
    );
    expect(await screen.findByText('Please resolve the errors first')).toBeInTheDocument();
  });

  it('shows a chosen photo until it is saved, then uploads it after the details', async () => {
    const photoUrl = '/uploads/new-photo.png';
    const withPhoto = { ...owner(), user_info: { ...owner().user_info, user_photo: photoUrl } };
    let current = owner();
    const { user, form, api } = await openInfo({
      'GET /admin/profile': () => json(current),
      'PUT /admin/profile': () => json(current),
      'POST /admin/profile/photo': () => {
        current = withPhoto;
        return json(withPhoto);
      },
    });
    const personal = form('Personal info');
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    await user.upload(personal.getByLabelText('Photo'), file);
    expect(personal.getByRole('img', { name: 'Preview of me.png' })).toBeInTheDocument();
    expect(personal.queryByRole('img', { name: 'Current image' })).not.toBeInTheDocument();

    await user.click(personal.getByRole('button', { name: 'Save personal info' }));
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    await waitFor(() =>
      expect(personal.getByRole('img', { name: 'Current image' })).toHaveAttribute('src', photoUrl),
    );
    expect(personal.queryByRole('img', { name: 'Preview of me.png' })).not.toBeInTheDocument();
    const order = api.calls.map((call) => `${call.method} ${call.path}`);
    expect(order.indexOf('POST /admin/profile/photo')).toBeGreaterThan(order.indexOf('PUT /admin/profile'));
  });
});

describe('the company form', () => {
  it('asks to fill every company field and sends nothing while one is empty', async () => {
    const { user, form, sent } = await openInfo();
    const company = form('Company info');
    await user.clear(company.getByRole('textbox', { name: 'Manager' }));
    await user.click(company.getByRole('button', { name: 'Save company info' }));
    expect(await screen.findByText('Please fill all company fields')).toBeInTheDocument();
    expect(company.getByRole('textbox', { name: 'Manager' })).toHaveAccessibleDescription(
      'Manager is required.',
    );
    expect(sent('PUT', '/admin/profile/company')).toEqual([]);
  });

  it('takes a VAT number of letters and digits only, then saves', async () => {
    const { user, form, sent } = await openInfo({ 'PUT /admin/profile/company': owner() });
    const company = form('Company info');
    const vat = company.getByRole('textbox', { name: 'VAT number' });
    await user.clear(vat);
    await user.type(vat, 'DE 123');
    await user.click(company.getByRole('button', { name: 'Save company info' }));
    expect(vat).toHaveAccessibleDescription('Enter valid VAT number');
    expect(await screen.findByText('Please fix all the errors')).toBeInTheDocument();
    expect(sent('PUT', '/admin/profile/company')).toEqual([]);

    await user.clear(vat);
    await user.type(vat, 'DE123');
    await user.click(company.getByRole('button', { name: 'Save company info' }));
    expect(await screen.findByText('Company updated')).toBeInTheDocument();
    expect(sent('PUT', '/admin/profile/company')[0]?.body).toMatchObject({
      vat_number: 'DE123',
      company_country: 'Germany',
    });
  });

  it("shows the server's message as a danger notice", async () => {
    const { user, form } = await openInfo({
      'PUT /admin/profile/company': json({ message: 'The company could not be saved right now.' }, 500),
    });
    await user.click(form('Company info').getByRole('button', { name: 'Save company info' }));
    expect(await screen.findByText('The company could not be saved right now.')).toBeInTheDocument();
  });
});

describe('the password form', () => {
  it('stays disabled until the new and retyped passwords are both filled', async () => {
    const { user, form } = await openInfo();
    const password = form('Change password');
    const save = password.getByRole('button', { name: 'Save password' });
    expect(save).toBeDisabled();
    await user.type(password.getByLabelText(/^New password/), 'new-secret-1');
    expect(save).toBeDisabled();
    await user.type(password.getByLabelText(/^Retype new password/), 'new-secret-1');
    expect(save).toBeEnabled();
  });

  it('says the passwords must be the same and sends nothing when they differ', async () => {
    const { user, form, sent } = await openInfo({
      'PUT /admin/profile/password': { message: 'Password saved', type: 'success' },
    });
    const password = form('Change password');
    await user.type(password.getByLabelText(/^Old password/), 'old-secret-1');
    await user.type(password.getByLabelText(/^New password/), 'new-secret-1');
    await user.type(password.getByLabelText(/^Retype new password/), 'new-secret-2');
    await user.click(password.getByRole('button', { name: 'Save password' }));
    expect(
      await screen.findByText('The passwords must be the same!', { selector: ':not(p)' }),
    ).toBeInTheDocument();
    expect(password.getByLabelText(/^Retype new password/)).toHaveAccessibleDescription(
      'The passwords must be the same!',
    );
    expect(sent('PUT', '/admin/profile/password')).toEqual([]);

    await user.clear(password.getByLabelText(/^Retype new password/));
    await user.type(password.getByLabelText(/^Retype new password/), 'new-secret-1');
    await user.click(password.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('Password saved')).toBeInTheDocument();
    expect(sent('PUT', '/admin/profile/password')[0]?.body).toEqual({
      user_old_pwd: 'old-secret-1',
      user_new_pwd: 'new-secret-1',
      user_retype_pwd: 'new-secret-1',
    });
    // Emptied for the next change.
    expect(password.getByLabelText(/^Old password/)).toHaveValue('');
  });

  it('marks a wrong old password and asks to fix the errors', async () => {
    const { user, form } = await openInfo({
      'PUT /admin/profile/password': json(
        { message: 'Unprocessable', errors: { user_old_pwd: ['The old password is incorrect'] } },
        422,
      ),
    });
    const password = form('Change password');
    await user.type(password.getByLabelText(/^Old password/), 'wrong-secret');
    await user.type(password.getByLabelText(/^New password/), 'new-secret-1');
    await user.type(password.getByLabelText(/^Retype new password/), 'new-secret-1');
    await user.click(password.getByRole('button', { name: 'Save password' }));
    await waitFor(() =>
      expect(password.getByLabelText(/^Old password/)).toHaveAccessibleDescription(
        'The old password is incorrect',
      ),
    );
    expect(await screen.findByText('Please fix all the errors')).toBeInTheDocument();
  });
});

describe('the information page of a user within an account', () => {
  it('offers the password form only', async () => {
    const member = profile({ userType: 'user' });
    await openInfo({}, member);
    expect(screen.getByText(/only they can change them/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Personal info' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Company info' })).not.toBeInTheDocument();
  });
});

describe('two-factor login', () => {
  it('is turned on with a code from the app and shows the recovery codes once', async () => {
    let enabled = false;
    const codes = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);
    const { user, sent } = await openInfo({
      'GET /admin/profile/two-factor': () =>
        json({ enabled, required: false, recovery_codes_left: enabled ? 10 : 0 }),
      'POST /admin/profile/two-factor': {
        secret: 'JBSWY3DPEHPK3PXP',
        otpauth_url: 'otpauth://totp/Switchboard:anna?secret=JBSWY3DPEHPK3PXP',
        qr: ['101', '010', '101'],
      },
      'PUT /admin/profile/two-factor': () => {
        enabled = true;
        return json({ recovery_codes: codes });
      },
    });
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(
      await screen.findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeInTheDocument();
    const form = within(screen.getByRole('form', { name: 'Two-factor login' }));
    await user.type(form.getByRole('textbox', { name: 'Code' }), '123456');
    await user.click(form.getByRole('button', { name: 'Confirm and turn on' }));
    expect(await screen.findByText(/abcd9-efgh9/)).toBeInTheDocument();
    expect(sent('PUT', '/admin/profile/two-factor').map((c) => c.body)).toEqual([{ code: '123456' }]);
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByText('On. 10 recovery codes left.')).toBeInTheDocument();
    expect(screen.queryByText(/abcd9-efgh9/)).not.toBeInTheDocument();
  });
});

describe('your data', () => {
  it("sends the browser to the account export's link", async () => {
    vi.mocked(sendBrowserTo).mockClear();
    const link = {
      url: '/public/account-export/1.2.sig',
      name: 'switchboard-account-1.zip',
      expires_in: 300,
    };
    const { sent } = await openInfo({ 'GET /admin/profile/export': link });
    expect(screen.getByRole('heading', { level: 2, name: 'Your data' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(sendBrowserTo).toHaveBeenCalledWith(link.url));
    expect(sent('GET', '/admin/profile/export')).toHaveLength(1);
  });

  it('says so when the link cannot be made', async () => {
    await openInfo({ 'GET /admin/profile/export': json({ message: 'down' }, 500) });
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(
      await screen.findByText('The download could not be prepared. Try again in a moment.'),
    ).toBeTruthy();
  });
});
