import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { vi } from 'vitest';
import { renderWithKit } from '../test/render';
import { Tabs } from './Tabs';

function Routing({ onValueChange }: { onValueChange?: (value: string) => void }) {
  return (
    <Tabs defaultValue="inbound" onValueChange={onValueChange}>
      <Tabs.List aria-label="Routing">
        <Tabs.Tab value="inbound">Inbound</Tabs.Tab>
        <Tabs.Tab value="outbound">Outbound</Tabs.Tab>
        <Tabs.Tab value="archive" disabled>
          Archive
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="inbound">Inbound rules</Tabs.Panel>
      <Tabs.Panel value="outbound">Outbound rules</Tabs.Panel>
      <Tabs.Panel value="archive">Archived rules</Tabs.Panel>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('shows the panel of the selected tab and switches on click', async () => {
    const { user } = renderWithKit(<Routing />);
    expect(screen.getByRole('tablist', { name: 'Routing' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Inbound' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Inbound' })).toHaveTextContent('Inbound rules');

    await user.click(screen.getByRole('tab', { name: 'Outbound' }));
    expect(screen.getByRole('tabpanel', { name: 'Outbound' })).toHaveTextContent('Outbound rules');
  });

  it('moves with arrow keys, skipping disabled tabs and wrapping around', async () => {
    const onValueChange = vi.fn();
    const { user } = renderWithKit(<Routing onValueChange={onValueChange} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Inbound' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Outbound' })).toHaveFocus();
    expect(onValueChange).toHaveBeenLastCalledWith('outbound');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Inbound' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Outbound' })).toHaveFocus();
  });

  it('follows the reading direction: in right-to-left ArrowLeft moves forward', async () => {
    const { user } = renderWithKit(<Routing />, { locale: 'ar' });
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Outbound' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Outbound' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Inbound' })).toHaveFocus();
  });

  it('turns right to left when the language changes while it is on screen', () => {
    const { rerender } = render(
      <IntlProvider locale="en">
        <Routing />
      </IntlProvider>,
    );
    expect(screen.getByRole('tablist').closest('[dir]')).toHaveAttribute('dir', 'ltr');
    rerender(
      <IntlProvider locale="ar">
        <Routing />
      </IntlProvider>,
    );
    expect(screen.getByRole('tablist').closest('[dir]')).toHaveAttribute('dir', 'rtl');
  });
});
