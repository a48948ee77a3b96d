import type { Meta, StoryObj } from '@storybook/react-vite';
import { fakeApi, profile } from '#test/fakeApi';
import { balance, card, paymentsConfig, transaction } from '#test/moneyFixtures';
import { arabic, screenStory } from './screenStory';

const meta = {
  title: 'Screens/Payments',
  tags: ['screen', '!autodocs'],
  ...screenStory({
    path: '/profile/profile-payment',
    api: () =>
      fakeApi({
        'GET /admin/me': profile(),
        'GET /admin/profile': profile(),
        'GET /admin/profile/balance': balance(4250),
        'GET /admin/profile/payments-config': paymentsConfig,
        'GET /admin/profile/payment-methods': [
          card(1, { default: true }),
          card(2, { card_type: 'mastercard', last_four: '4444', card_month: 11, card_year: 2029 }),
        ],
        'GET /admin/profile/transactions': [
          transaction(1),
          transaction(2, { amount: 20, amount_minor: 2000 }),
        ],
      }),
    shows: [/4242/, /4444/],
  }),
} satisfies Meta;

export default meta;

export const English: StoryObj = {};
export const Arabic: StoryObj = arabic;
