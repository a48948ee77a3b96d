import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import { Button } from '../Button/Button';
import { renderWithKit } from '../test/render';
import { PageHeader } from './PageHeader';

describe('PageHeader', () => {
  it('shows the page heading, its description and actions', async () => {
    const onNew = vi.fn();
    const { user } = renderWithKit(
      <PageHeader
        title="Users"
        description="Who can log in"
        actions={<Button onClick={onNew}>New</Button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(screen.getByText('Who can log in')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New' }));
    expect(onNew).toHaveBeenCalledOnce();
  });

  it('takes another heading level to fit the outline', () => {
    renderWithKit(<PageHeader title="Extensions" headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Extensions' })).toBeInTheDocument();
  });
});
