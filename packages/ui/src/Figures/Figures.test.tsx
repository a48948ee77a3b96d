import { screen } from '@testing-library/react';
import { renderWithKit } from '../test/render';
import { Figures } from './Figures';

describe('Figures', () => {
  it('lists each figure as a term and its value, with its hint and tone', () => {
    renderWithKit(
      <Figures
        items={[
          { id: 'answered', label: 'Answered', value: '42' },
          { id: 'level', label: 'Service level', value: '71%', hint: 'Target 80%', tone: 'warning' },
        ]}
      />,
    );
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual(['Answered', 'Service level']);
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual(['42', '71%', 'Target 80%']);
    expect(screen.getByText('71%').parentElement).toHaveAttribute('data-tone', 'warning');
    expect(screen.getByText('42').parentElement).toHaveAttribute('data-tone', 'neutral');
  });
});
