import { screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { renderWithKit } from '../test/render';
import { Alert } from './Alert';

describe('Alert', () => {
  it('announces a danger alert at once, with the warning triangle', () => {
    renderWithKit(<Alert kind="danger">Please verify your account to complete this request</Alert>);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Please verify your account to complete this request');
    expect(within(alert).getByRole('img', { name: 'Error' })).toBeInTheDocument();
  });

  it('shows success and info politely with their icons', () => {
    renderWithKit(
      <>
        <Alert kind="success" title="Saved">
          Widget data saved!
        </Alert>
        <Alert>Other bounds are not shown.</Alert>
      </>,
    );
    const [success, info] = screen.getAllByRole('status') as [HTMLElement, HTMLElement];
    expect(within(success).getByRole('img', { name: 'Success' })).toBeInTheDocument();
    expect(success).toHaveTextContent('Saved');
    expect(within(info).getByRole('img', { name: 'Information' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers its action', async () => {
    const onResend = vi.fn();
    const { user } = renderWithKit(
      <Alert
        kind="info"
        action={
          <button type="button" onClick={onResend}>
            click here
          </button>
        }
      >
        Your email is not verified.
      </Alert>,
    );
    await user.click(screen.getByRole('button', { name: 'click here' }));
    expect(onResend).toHaveBeenCalledOnce();
  });
});
