import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import { TextField } from '../TextField/TextField';
import { Dropdown } from './Dropdown';

const departments = [
  { value: 'sales', label: 'Sales' },
  { value: 'support', label: 'Support' },
  { value: 'billing', label: 'Billing' },
  { value: 'onboarding', label: 'Onboarding' },
];

const timezones = [
  'Africa/Cairo',
  'America/Chicago',
  'America/Los_Angeles',
  'America/New_York',
  'America/Sao_Paulo',
  'Asia/Dhaka',
  'Asia/Dubai',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Europe/Berlin',
  'Europe/Lisbon',
  'Europe/London',
  'Europe/Madrid',
  'Europe/Moscow',
  'Europe/Sofia',
  'UTC',
].map((zone) => ({ value: zone, label: zone }));

/** Opens the list with the toggle button, as a user would, and waits for it. */
async function openList(canvasElement: HTMLElement) {
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(body.getAllByRole('button', { name: /Show options/ })[0]!);
  await waitFor(() => expect(body.getByRole('listbox')).toBeVisible());
}

/** Types into the dropdown so the list shows what matches. */
async function typeInto(canvasElement: HTMLElement, text: string) {
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.type(body.getByRole('combobox'), text);
  await waitFor(() => expect(body.getByRole('listbox')).toBeVisible());
}

const meta = {
  title: 'Forms/Dropdown',
  component: Dropdown,
  args: {
    label: 'Department',
    options: departments,
    placeholderOption: true,
    searchable: false,
    disabled: false,
    required: false,
    fullWidth: false,
  },
} satisfies Meta<typeof Dropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Open: Story = { play: ({ canvasElement }) => openList(canvasElement) };

export const Filled: Story = { args: { defaultValue: 'support', hint: 'Where new messages go first.' } };

export const Filtered: Story = { play: ({ canvasElement }) => typeInto(canvasElement, 'S') };

export const NoMatch: Story = { play: ({ canvasElement }) => typeInto(canvasElement, 'xyz') };

export const SearchableTimezones: Story = {
  args: { label: 'Timezone', options: timezones, searchable: true, placeholderOption: 'Select timezone' },
  play: ({ canvasElement }) => typeInto(canvasElement, 'york'),
};

export const LongList: Story = {
  args: { label: 'Timezone', options: timezones, searchable: true, defaultValue: 'Europe/Berlin' },
  play: ({ canvasElement }) => openList(canvasElement),
};

export const WithError: Story = {
  args: { required: true, error: ['Department is required.', 'Choose valid Department'] },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'billing' } };

export const LongText: Story = {
  args: {
    label: 'Carrier trunk used for outbound calls to premium-rate destinations',
    options: [
      { value: 1, label: 'Primary SIP trunk (Frankfurt data centre, TLS and SRTP)' },
      { value: 2, label: 'Fallback trunk' },
    ],
    defaultValue: 1,
    hint: 'Labels longer than 30 characters are cut in the field and shown in full in the list.',
  },
  play: ({ canvasElement }) => openList(canvasElement),
};

export const RTL: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: {
    label: 'القسم',
    options: [
      { value: 'sales', label: 'المبيعات' },
      { value: 'support', label: 'الدعم الفني' },
    ],
    placeholderOption: 'اختر القسم',
    defaultValue: 'support',
  },
  play: ({ canvasElement }) => openList(canvasElement),
};

/** In a Modal (Radix dialog: body has pointer-events none), the open list still takes clicks and keys. */
export const DropdownInModal: Story = {
  args: {
    label: 'Timezone',
    options: timezones,
    searchable: true,
    placeholderOption: 'Select timezone',
    fullWidth: true,
  },
  render: (args) => (
    <Modal
      open
      title="Create user"
      width="large"
      footer={
        <>
          <Button>Close</Button>
          <Button kind="primary">Save</Button>
        </>
      }
    >
      <div style={{ display: 'grid', gap: 16 }}>
        <TextField label="Username" defaultValue="anna.schmidt" />
        <Dropdown {...args} />
      </div>
    </Modal>
  ),
  play: ({ canvasElement }) => openList(canvasElement),
};
