import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Dropdown } from './Dropdown';

export const departments = [
  { value: 'sales', label: 'Sales' },
  { value: 'support', label: 'Support' },
  { value: 'billing', label: 'Billing' },
  { value: 'onboarding', label: 'Onboarding' },
];

export const timezones = [
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
export async function openList(canvasElement: HTMLElement) {
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(body.getAllByRole('button', { name: /Show options/ })[0]!);
  await waitFor(() => expect(body.getByRole('listbox')).toBeVisible());
}

/** Types into the dropdown so the list shows what matches. */
export async function typeInto(canvasElement: HTMLElement, text: string) {
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.type(body.getByRole('combobox'), text);
  await waitFor(() => expect(body.getByRole('listbox')).toBeVisible());
}

export const dropdownMeta = {
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
