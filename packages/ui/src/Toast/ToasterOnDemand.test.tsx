import { act, screen, within } from '@testing-library/react';
import { renderWithKit } from '../test/render';
import { createToastStore } from './Toast.store';
import { ToasterOnDemand } from './ToasterOnDemand';

describe('ToasterOnDemand', () => {
  it('renders nothing until the first toast, then the Toaster showing it', async () => {
    const store = createToastStore();
    const { container } = renderWithKit(<ToasterOnDemand store={store} />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('region')).toBeNull();

    act(() => {
      store.success('Widget data saved!');
    });
    const region = await screen.findByRole('region', { name: 'Notifications (F8)' });
    expect(await within(region).findByText('Widget data saved!')).toBeVisible();
    expect(within(region).getByRole('button', { name: 'Close notification' })).toBeInTheDocument();
  });
});
