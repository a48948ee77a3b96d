import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import { Button } from '../Button/Button';
import { renderWithKit } from '../test/render';
import { CardBrandIcon } from './CardBrandIcon';
import { PaymentCard } from './PaymentCard';
import { cardBrands } from './PaymentCard.variants';

describe('PaymentCard', () => {
  it('names the card by type and last four, with owner and expiry', () => {
    renderWithKit(<PaymentCard brand="visa" lastFour="4242" owner="Ada Lovelace" month={4} year={2031} />);
    expect(screen.getByRole('heading', { name: 'Visa ending in 4242' })).toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText(/Expires/)).toHaveTextContent('Expires \u206604/2031\u2069');
    expect(screen.queryByText('Default')).toBeNull();
  });

  it('says which card is the default and keeps its actions clickable', async () => {
    const onEdit = vi.fn();
    const { user } = renderWithKit(
      <PaymentCard
        brand="american_express"
        lastFour="0005"
        owner="Ada"
        month={12}
        year={2030}
        isDefault
        actions={<Button onClick={onEdit}>Edit</Button>}
      />,
    );
    expect(screen.getByRole('heading', { name: 'American Express ending in 0005' })).toBeInTheDocument();
    expect(screen.getByText('Default')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledOnce();
  });
});

describe('CardBrandIcon', () => {
  it('draws a named mark for every card type of the spec, and a neutral one otherwise', () => {
    renderWithKit(
      <>
        {cardBrands.map((brand) => (
          <CardBrandIcon key={brand} brand={brand} />
        ))}
        <CardBrandIcon brand="jcb" />
      </>,
    );
    const names = screen.getAllByRole('img').map((img) => img.getAttribute('aria-label'));
    expect(names).toEqual([
      'PayPal',
      'Payoneer',
      'Mastercard',
      'Visa',
      'Discover',
      'American Express',
      'jcb',
    ]);
  });

  it('is hidden from screen readers when decorative', () => {
    renderWithKit(<CardBrandIcon brand="visa" decorative />);
    expect(screen.queryByRole('img')).toBeNull();
  });
});
