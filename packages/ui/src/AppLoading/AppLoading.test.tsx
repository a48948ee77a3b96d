import { screen } from '@testing-library/react';
import { renderWithKit } from '../test/render';
import { AppLoading } from './AppLoading';

describe('AppLoading', () => {
  it('announces that the app is loading', () => {
    renderWithKit(<AppLoading />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('takes a translated label', () => {
    renderWithKit(<AppLoading label="Loading Switchboard" />);
    expect(screen.getByRole('status', { name: 'Loading Switchboard' })).toBeInTheDocument();
  });
});
