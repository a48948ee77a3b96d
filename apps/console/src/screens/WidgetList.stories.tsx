import type { Meta, StoryObj } from '@storybook/react-vite';
import { fakeApi } from '#test/fakeApi';
import { fakeWidgetApi, widget } from '#test/widgetFixtures';
import { arabic, screenStory } from './screenStory';

const meta = {
  title: 'Screens/Widget list',
  tags: ['screen', '!autodocs'],
  ...screenStory({
    path: '/widget',
    api: () =>
      fakeApi(
        fakeWidgetApi([
          widget(1, 'Main site', { plan: 'business', billing_period: 'monthly' }),
          widget(2, 'Shop', { default: true }),
          widget(3, 'Blog', { is_active: false }),
        ]).routes,
      ),
    shows: ['Main site', 'Shop', 'Blog'],
  }),
} satisfies Meta;

export default meta;

export const English: StoryObj = {};
export const Arabic: StoryObj = arabic;
