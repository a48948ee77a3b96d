import { screen } from '@testing-library/react';
import { renderWithKit } from '../test/render';
import { Truncate } from './Truncate';
import { truncate } from './Truncate.utils';

const long = 'Customer support escalations Berlin';

describe('truncate', () => {
  it('keeps 28 characters and adds an ellipsis', () => {
    expect(truncate(long)).toBe('Customer support escalations…');
    expect(truncate(long).length).toBe(29);
  });

  it('leaves text of 28 characters or fewer alone', () => {
    expect(truncate('a'.repeat(28))).toBe('a'.repeat(28));
    expect(truncate('Sales')).toBe('Sales');
  });

  it('takes another length and never splits an emoji', () => {
    expect(truncate('Ring group 📞 sales', 12)).toBe('Ring group 📞…');
  });
});

describe('Truncate', () => {
  it('shows 28 characters and the full text in a tooltip on focus', async () => {
    const { user } = renderWithKit(<Truncate text={long} />);
    expect(screen.getByText('Customer support escalations…')).toBeVisible();
    await user.tab();
    expect(await screen.findByRole('tooltip', { name: long })).toBeInTheDocument();
  });

  it('has no tooltip and no tab stop when the text fits', async () => {
    const { user } = renderWithKit(<Truncate text="Sales" />);
    expect(screen.getByText('Sales')).toBeVisible();
    await user.tab();
    expect(document.body).toHaveFocus();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
