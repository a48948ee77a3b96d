import { toast } from '@switchboard/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { department, office } from '#test/widgetFixtures';
import { CLIENT_ID, openContacts } from './testContacts';

afterEach(() => toast.clear());

const PATH = '/widget/settings/contacts/office/hq';
const seed = () => [
  office('branch', 'Branch'),
  office('hq', 'Head office', {
    departments: [
      department('sales', 'Sales', { phoneNumber: '+35924001001' }),
      department('support', 'Support'),
    ],
  }),
];

const table = async () => within(await screen.findByRole('table', { name: 'Departments' }));

// The whole console renders per test, and typing into dialogs is slow on a shared machine.
describe("an office's departments page", { timeout: 20_000 }, () => {
  it('lists the departments under the office title, with the way back to the contacts', async () => {
    const { user } = await openContacts(PATH, seed());
    expect(await screen.findByRole('heading', { name: 'Departments of Head office' })).toBeInTheDocument();
    const departments = await table();
    expect(departments.getByText('Sales')).toBeInTheDocument();
    expect(departments.getByText('+35924001001')).toBeInTheDocument();

    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumbs' }));
    expect(crumbs.getByText('Head office')).toHaveAttribute('aria-current', 'page');
    await user.click(crumbs.getByRole('link', { name: 'Contacts' }));
    expect(await screen.findByRole('table', { name: 'Offices' })).toBeInTheDocument();
  });

  it('says so when the office has no departments and offers to add one', async () => {
    await openContacts('/widget/settings/contacts/office/branch', seed());
    expect((await table()).getByText('No departments in this contact')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add department' })).toBeEnabled();
  });

  it('adds a department: the whole list goes out with the office’s new department', async () => {
    const { user, saves } = await openContacts(PATH, seed());
    await table();
    await user.click(screen.getByRole('button', { name: 'Add department' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add department' }));
    // A department has no time zone or address.
    expect(dialog.queryByRole('tab', { name: 'Time zone and address' })).not.toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: /^Name/ }), 'Billing Team');
    await user.type(dialog.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Email must be a valid email address.',
    );
    expect(saves()).toEqual([]);

    await user.clear(dialog.getByRole('textbox', { name: 'Email' }));
    await user.type(dialog.getByRole('textbox', { name: 'Email' }), 'billing@example.com');
    await user.type(dialog.getByRole('textbox', { name: /^Phone number/ }), '+35924001009');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Contact saved!')).toBeInTheDocument();
    const [sent] = saves();
    expect(sent?.map((row) => row.id)).toEqual(['branch', 'hq']);
    expect(sent?.[0]).toEqual(seed()[0]);
    const departments = sent?.[1]?.departments ?? [];
    expect(departments.map((row) => row.name)).toEqual(['Sales', 'Support', 'Billing Team']);
    expect(departments[2]?.id).toMatch(CLIENT_ID);
    expect(departments[2]).toMatchObject({
      slug: 'billing-team',
      email: 'billing@example.com',
      phoneNumber: '+35924001009',
      contactOptions: { phoneCalls: true, requestCallback: true, chat: true, email: true, videoCalls: false },
    });
    expect((await table()).getByText('Billing Team')).toBeInTheDocument();
  });

  it('edits a department, keeping its id', async () => {
    const { user, saves, stored } = await openContacts(PATH, seed());
    await user.click(await screen.findByRole('button', { name: 'Edit department Support' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit department' }));
    const name = dialog.getByRole('textbox', { name: /^Name/ });
    expect(name).toHaveValue('Support');
    await user.clear(name);
    await user.type(name, 'Customer care');
    await user.click(dialog.getByRole('switch', { name: 'Video calls' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Contact saved!')).toBeInTheDocument();
    const edited = saves()[0]?.[1]?.departments[1];
    expect(edited).toMatchObject({ id: 'support', name: 'Customer care', slug: 'customer-care' });
    expect(edited?.contactOptions.videoCalls).toBe(true);
    expect(stored()[1]?.departments.map((row) => row.name)).toEqual(['Sales', 'Customer care']);
    expect(await screen.findByRole('button', { name: 'Edit department Customer care' })).toBeInTheDocument();
  });

  it('deletes a department after the confirmation', async () => {
    const { user, saves } = await openContacts(PATH, seed());
    await user.click(await screen.findByRole('button', { name: 'Delete department Sales' }));
    const confirm = within(
      await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete Sales?' }),
    );
    await user.click(confirm.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Contact saved!')).toBeInTheDocument();
    expect(saves()[0]?.[1]?.departments.map((row) => row.id)).toEqual(['support']);
    await waitFor(() => expect(screen.queryByText('Sales')).not.toBeInTheDocument());
  });

  it('keeps the confirmation open when the delete fails', async () => {
    const { user } = await openContacts(PATH, seed(), { fail: ['saveWidgetContacts'] });
    await user.click(await screen.findByRole('button', { name: 'Delete department Sales' }));
    const confirm = within(
      await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete Sales?' }),
    );
    await user.click(confirm.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Unable to save contact')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('says an unknown office was not found and links back to the contacts', async () => {
    const { user } = await openContacts('/widget/settings/contacts/office/nope', seed());
    expect(await screen.findByRole('heading', { name: 'Office not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to contacts' }));
    expect(await screen.findByRole('table', { name: 'Offices' })).toBeInTheDocument();
  });
});
