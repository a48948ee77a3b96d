import { screen } from '@testing-library/react';
import { renderWithKit } from '../test/render';
import { Split } from './Split';

describe('Split', () => {
  it('renders the main content first, then the named aside', () => {
    renderWithKit(
      <Split aside={<p>Preview</p>} asideLabel="Live preview" data-testid="split">
        <p>Form</p>
      </Split>,
    );
    const aside = screen.getByRole('complementary', { name: 'Live preview' });
    expect(aside).toHaveTextContent('Preview');
    expect(screen.getByTestId('split').textContent).toBe('FormPreview');
  });
});
