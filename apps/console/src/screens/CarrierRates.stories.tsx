import type { Meta, StoryObj } from '@storybook/react-vite';
import { carrier, fakeTelephonyApi, rate, trunk } from '#test/telephonyFixtures';
import { arabic, screenStory } from './screenStory';

const meta = {
  title: 'Screens/Carrier rates',
  tags: ['screen', '!autodocs'],
  ...screenStory({
    path: '/xpbx/settings/carrier/7?tab=rates',
    api: () =>
      fakeTelephonyApi({
        '/admin/xpbx/carrier': [carrier(7, 'Acme Voice', { currency: 'USD' })],
        '/admin/xpbx/carrier/7/trunk': [trunk(70, 7, 'Sofia primary')],
        '/admin/xpbx/carrier/7/rate': [
          rate(700, 7, '359'),
          rate(701, 7, '3598', { prefix_name: 'Bulgaria mobile', carrier_rate: '0.045000' }),
          rate(702, 7, '4420', { prefix_name: 'London', carrier_rate: '0.008500', setup_rate: '0.010000' }),
          rate(703, 7, '4930', { prefix_name: 'Berlin', carrier_rate: '0.007000', minimum_time: 30 }),
        ],
      }),
    shows: ['Acme Voice', 'Bulgaria mobile', 'London'],
  }),
} satisfies Meta;

export default meta;

export const English: StoryObj = {};
export const Arabic: StoryObj = arabic;
