import { screen } from '@testing-library/react';
import { renderWithKit } from '../test/render';
import { ReadMore } from './ReadMore';

const text = 'Our support team answers within two hours on working days.';

describe('ReadMore', () => {
  it('shows 15 characters, then the whole text with Read more, and folds back with Read less', async () => {
    const { user } = renderWithKit(<ReadMore text={text} />);
    expect(screen.getByText('Our support tea…')).toBeVisible();
    const toggle = screen.getByRole('button', { name: 'Read more' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(screen.getByText(text)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Read less' })).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('button', { name: 'Read less' }));
    expect(screen.getByText('Our support tea…')).toBeVisible();
  });

  it('has no toggle when the text is short', () => {
    renderWithKit(<ReadMore text="Sales" />);
    expect(screen.getByText('Sales')).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
