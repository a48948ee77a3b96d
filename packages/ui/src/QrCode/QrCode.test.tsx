import { render, screen } from '@testing-library/react';
import { QrCode } from './QrCode';

describe('QrCode', () => {
  it('draws one square per dark module in a labelled image', () => {
    render(<QrCode modules={['101', '010', '101']} label="Setup code" size={90} />);
    const image = screen.getByRole('img', { name: 'Setup code' });
    expect(image).toHaveAttribute('viewBox', '0 0 3 3');
    expect(image).toHaveAttribute('width', '90');
    const path = image.querySelector('path')?.getAttribute('d') ?? '';
    expect(path.match(/M/g)).toHaveLength(5);
    expect(path).toContain('M1 1h1v1h-1z');
  });
});
