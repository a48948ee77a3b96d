import { screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { Button } from '../Button/Button';
import { renderWithKit } from '../test/render';
import { List } from './List';

describe('List', () => {
  it('is a list of its items, each with its actions reachable in order by keyboard', async () => {
    const onRemove = vi.fn();
    const { user } = renderWithKit(
      <List aria-label="Numbers" dividers>
        <List.Item actions={<Button onClick={() => onRemove('+4930')}>Remove +4930</Button>}>+4930</List.Item>
        <List.Item actions={<Button onClick={() => onRemove('+4940')}>Remove +4940</Button>}>+4940</List.Item>
      </List>,
    );
    const list = screen.getByRole('list', { name: 'Numbers' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['+4930Remove +4930', '+4940Remove +4940']);

    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Remove +4940' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onRemove).toHaveBeenCalledWith('+4940');
  });

  it('renders an ordered list when the order means something', () => {
    renderWithKit(
      <List as="ol" aria-label="Steps">
        <List.Item>Copy the code</List.Item>
        <List.Item>Paste it before the closing body tag</List.Item>
      </List>,
    );
    const list = screen.getByRole('list', { name: 'Steps' });
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });
});
