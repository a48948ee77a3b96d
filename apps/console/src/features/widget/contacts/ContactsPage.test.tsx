import { type DayHours, defaultOpeningHours, type OpeningHours, WEEKDAYS } from '@switchboard/contract';
import { toast } from '@switchboard/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { json } from '#test/fakeApi';
import { department, office } from '#test/widgetFixtures';
import { CLIENT_ID, openContacts } from './testContacts';

afterEach(() => toast.clear());

const seed = () => [
  office('hq', 'Head office', {
    departments: [department('sales', 'Sales'), department('support', 'Support')],
  }),
];

const table = async () => within(await screen.findByRole('table', { name: 'Offices' }));

// The whole console renders per test, and typing into dialogs is slow on a shared machine.
describe('the contacts page', { timeout: 20_000 }, () => {
  it('says so when the widget has no offices yet', async () => {
    await openContacts('/widget/settings', []);
    const offices = await table();
    expect(offices.getByText('No contacts found for your record')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add office' })).toBeEnabled();
  });

  it('lists the offices with phone, email, options and a link to their departments', async () => {
    const { user } = await openContacts('/widget/settings', seed());
    const offices = await table();
    expect(offices.getByText('Head office')).toBeInTheDocument();
    expect(offices.getByText('+35924001000')).toBeInTheDocument();
    expect(offices.getByText('hq@example.com')).toBeInTheDocument();
    // The defaults: everything but video calls.
    expect(offices.getByText('Phone calls')).toBeInTheDocument();
    expect(offices.getByText('Chat')).toBeInTheDocument();
    expect(offices.queryByText('Video calls')).not.toBeInTheDocument();

    await user.click(offices.getByRole('link', { name: '2 departments of Head office' }));
    expect(await screen.findByRole('heading', { name: 'Departments of Head office' })).toBeInTheDocument();
  });

  it('shows whether each office is open now', async () => {
    const week = (day: DayHours): OpeningHours =>
      Object.fromEntries(WEEKDAYS.map((name) => [name, { ...day }])) as OpeningHours;
    await openContacts('/widget/settings', [
      office('always', 'Always open', { openingHours: week({ closed: false, ranges: [] }) }),
      office('never', 'Never open', { openingHours: week({ closed: true, ranges: [] }) }),
    ]);
    const rows = (await table()).getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByText('Open')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Closed')).toBeInTheDocument();
  });

  it('regression: an office open 22:00–02:00 showed Closed after midnight; it is open at 01:00 the next day', async () => {
    // Tuesday 24 November 2026, 01:00 in Sofia (UTC+2). Only Date is faked: the page's timers run.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T23:00:00Z') });
    try {
      const lateMonday = (hours: DayHours): OpeningHours => ({ ...defaultOpeningHours(), monday: hours });
      await openContacts('/widget/settings', [
        office('late', 'Night desk', {
          timezone: 'Europe/Sofia',
          openingHours: lateMonday({ closed: false, ranges: [{ from: '22:00', to: '02:00' }] }),
        }),
        office('early', 'Evening desk', {
          timezone: 'Europe/Sofia',
          openingHours: lateMonday({ closed: false, ranges: [{ from: '18:00', to: '23:00' }] }),
        }),
      ]);
      const rows = (await table()).getAllByRole('row');
      expect(within(rows[1] as HTMLElement).getByText('Open')).toBeInTheDocument();
      expect(within(rows[2] as HTMLElement).getByText('Closed')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('adds an office: sends the whole list with a client id and slug, then shows the answer', async () => {
    const { user, saves, stored } = await openContacts('/widget/settings', seed());
    await table();
    await user.click(screen.getByRole('button', { name: 'Add office' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add office' }));
    await user.type(dialog.getByRole('textbox', { name: /^Title/ }), 'Sofia — Downtown');
    await user.type(dialog.getByRole('textbox', { name: 'Email' }), 'sofia@example.com');
    await user.type(dialog.getByRole('textbox', { name: /^Phone number/ }), '+35928001000');
    await user.click(dialog.getByRole('switch', { name: 'Video calls' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Contact saved!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [sent] = saves();
    expect(sent).toHaveLength(2);
    expect(sent?.[0]).toEqual(seed()[0]);
    const added = sent?.[1];
    expect(added?.id).toMatch(CLIENT_ID);
    expect(added).toMatchObject({
      slug: 'sofia-downtown',
      mainSettings: {
        title: 'Sofia — Downtown',
        email: 'sofia@example.com',
        phoneNumber: '+35928001000',
        contactOptions: {
          phoneCalls: true,
          requestCallback: true,
          chat: true,
          email: true,
          videoCalls: true,
        },
      },
      timezone: null,
      departments: [],
    });
    expect(added?.openingHours.monday).toEqual({ closed: false, ranges: [{ from: '09:00', to: '17:00' }] });
    expect(stored()).toHaveLength(2);
    expect((await table()).getByText('Sofia — Downtown')).toBeInTheDocument();
  });

  it('refuses an invalid phone number and a missing title before sending anything', async () => {
    const { user, saves } = await openContacts('/widget/settings', []);
    await user.click(await screen.findByRole('button', { name: 'Add office' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add office' }));
    await user.type(dialog.getByRole('textbox', { name: /^Phone number/ }), '24001000');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(dialog.getByRole('textbox', { name: /^Phone number/ })).toHaveAccessibleDescription(
      'Please enter your phone number with country code',
    );
    expect(dialog.getByRole('textbox', { name: /^Title/ })).toHaveAccessibleDescription('Title is required.');
    expect(saves()).toEqual([]);
  });

  it('sends the opening hours and contact options as edited', async () => {
    const { user, saves } = await openContacts('/widget/settings', []);
    await user.click(await screen.findByRole('button', { name: 'Add office' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add office' }));
    await user.type(dialog.getByRole('textbox', { name: /^Title/ }), 'Night desk');
    await user.click(dialog.getByRole('tab', { name: 'Opening hours' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Closed on Saturday' }));
    await user.click(dialog.getByRole('tab', { name: 'Main settings' }));
    await user.click(dialog.getByRole('switch', { name: 'Chat' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Contact saved!')).toBeInTheDocument();
    const added = saves()[0]?.[0];
    // A day that is open with no ranges is open all day (contract).
    expect(added?.openingHours.saturday).toEqual({ closed: false, ranges: [] });
    expect(added?.mainSettings.contactOptions.chat).toBe(false);
  });

  it('keeps the dialog and the input when the save fails', async () => {
    const { user, saves } = await openContacts('/widget/settings', [], { fail: ['saveWidgetContacts'] });
    await user.click(await screen.findByRole('button', { name: 'Add office' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add office' }));
    await user.type(dialog.getByRole('textbox', { name: /^Title/ }), 'Varna');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Unable to save contact')).toBeInTheDocument();
    expect(saves()).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Add office' })).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: /^Title/ })).toHaveValue('Varna');
    expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it("shows the server's field errors under the dialog's fields", async () => {
    const { user } = await openContacts('/widget/settings', seed(), {
      routes: {
        'POST /admin/widget/contacts/1': json(
          {
            message: 'The given data was invalid.',
            errors: { 'contacts.0.mainSettings.phoneNumber': ['Phone number is not correct'] },
          },
          422,
        ),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit office Head office' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit office' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: /^Phone number/ })).toHaveAccessibleDescription(
        'Phone number is not correct',
      ),
    );
    expect(screen.getByText('Unable to save contact')).toBeInTheDocument();
  });

  it("opens the tab of a server's error that is not on the current one", async () => {
    const { user } = await openContacts('/widget/settings', seed(), {
      routes: {
        'POST /admin/widget/contacts/1': json(
          {
            message: 'The given data was invalid.',
            errors: { 'contacts.0.address.postCode': ['Enter valid Post code'] },
          },
          422,
        ),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit office Head office' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit office' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(
      await dialog.findByRole('tab', { name: 'Time zone and address', selected: true }),
    ).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Post code' })).toHaveAccessibleDescription(
      'Enter valid Post code',
    );
  });

  it('edits an office, keeping its id and departments', async () => {
    const { user, saves } = await openContacts('/widget/settings', seed(), {
      routes: {
        'GET /admin/timezones': [
          { name: 'Select timezone', offset: '' },
          { name: 'Europe/Sofia', offset: '+02:00' },
        ],
        'GET /admin/countries': [{ name: 'Bulgaria', dial_code: '+359', code: 'BG' }],
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit office Head office' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit office' }));
    const title = dialog.getByRole('textbox', { name: /^Title/ });
    expect(title).toHaveValue('Head office');
    await user.clear(title);
    await user.type(title, 'Main office');

    await user.click(dialog.getByRole('tab', { name: 'Time zone and address' }));
    await user.click(dialog.getByRole('combobox', { name: 'Time zone' }));
    await user.click(await screen.findByRole('option', { name: 'Europe/Sofia (+02:00)' }));
    await user.click(dialog.getByRole('combobox', { name: 'Country' }));
    await user.click(await screen.findByRole('option', { name: 'Bulgaria' }));
    await user.type(dialog.getByRole('textbox', { name: 'Street' }), '1 Vitosha Blvd');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Contact saved!')).toBeInTheDocument();
    const [sent] = saves();
    expect(sent).toHaveLength(1);
    expect(sent?.[0]).toMatchObject({
      id: 'hq',
      slug: 'main-office',
      mainSettings: { title: 'Main office' },
      timezone: 'Europe/Sofia',
      address: { country: 'BG', state: '', street: '1 Vitosha Blvd', postCode: '' },
    });
    expect(sent?.[0]?.departments.map((row) => row.id)).toEqual(['sales', 'support']);
    expect(await screen.findByRole('button', { name: 'Edit office Main office' })).toBeInTheDocument();
  });

  it('deletes an office only after the confirmation', async () => {
    const { user, saves, stored } = await openContacts('/widget/settings', [
      ...seed(),
      office('branch', 'Branch'),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Delete office Branch' }));
    const confirm = within(
      await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete Branch?' }),
    );
    expect(saves()).toEqual([]);
    await user.click(confirm.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Contact saved!')).toBeInTheDocument();
    expect(saves()[0]?.map((row) => row.id)).toEqual(['hq']);
    expect(stored().map((row) => row.id)).toEqual(['hq']);
    await waitFor(() => expect(screen.queryByText('Branch')).not.toBeInTheDocument());
  });

  it('closes the dialog with Escape without saving', async () => {
    const { user, saves } = await openContacts('/widget/settings', seed());
    await user.click(await screen.findByRole('button', { name: 'Add office' }));
    await screen.findByRole('dialog', { name: 'Add office' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saves()).toEqual([]);
  });
});
