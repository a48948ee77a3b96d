import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import { Button } from '../Button/Button';
import { renderWithKit } from '../test/render';
import { Card } from './Card';

describe('Card', () => {
  it('shows a titled article with its content and actions', async () => {
    const onEdit = vi.fn();
    const { user } = renderWithKit(
      <Card title="Main office" actions={<Button onClick={onEdit}>Edit</Button>}>
        Opening hours 9–17
      </Card>,
    );
    const card = screen.getByRole('article');
    expect(screen.getByRole('heading', { level: 3, name: 'Main office' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Opening hours 9–17');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledOnce();
  });

  it('as a link card, its title links to the address', () => {
    renderWithKit(
      <Card title="Website widget" href="/widgets/7" headingLevel={2}>
        Installed on example.com
      </Card>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Website widget' });
    expect(screen.getByRole('link', { name: 'Website widget' })).toHaveAttribute('href', '/widgets/7');
    expect(heading).toContainElement(screen.getByRole('link'));
  });
});
