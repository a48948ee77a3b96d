import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** The kit's DateField named `label` (a group of month, day and year parts in English). */
export const dateField = (label: string) => screen.getByRole('group', { name: label });

const part = (label: string, name: string) =>
  within(dateField(label)).getByRole('spinbutton', { name: new RegExp(`^${name}`) });

/** The date a DateField shows, as `YYYY-MM-DD`, or '' while any part is empty. */
export function dateValue(label: string): string {
  const [year, month, day] = ['year', 'month', 'day'].map((name) =>
    part(label, name).getAttribute('aria-valuenow'),
  );
  if (!year || !month || !day) return '';
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** Types an ISO date into a DateField part by part, as a user does (month, day, year in English). */
export async function typeDate(user: UserEvent, label: string, iso: string) {
  const [year, month, day] = iso.split('-');
  await user.click(part(label, 'month'));
  await user.keyboard(`${month}${day}${year}`);
}

/** Empties every part of a DateField, from the year back to the month. */
export async function clearDate(user: UserEvent, label: string) {
  await user.click(part(label, 'year'));
  await user.keyboard('{Backspace>12/}');
}
