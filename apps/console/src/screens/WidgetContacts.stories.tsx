import type { Meta, StoryObj } from '@storybook/react-vite';
import { type DayHours, type OpeningHours, WEEKDAYS } from '@switchboard/contract';
import { fakeApi } from '#test/fakeApi';
import { department, fakeWidgetApi, office, widget } from '#test/widgetFixtures';
import { arabic, screenStory } from './screenStory';

/** The same hours every day: whether an office is open now is then the same whenever it is shot. */
const everyDay = (hours: DayHours) => Object.fromEntries(WEEKDAYS.map((day) => [day, hours])) as OpeningHours;

const meta = {
  title: 'Screens/Widget contacts',
  tags: ['screen', '!autodocs'],
  ...screenStory({
    path: '/widget/settings',
    api: () =>
      fakeApi(
        fakeWidgetApi([
          widget(1, 'Main site', {
            contacts: [
              office('hq', 'Head office', {
                openingHours: everyDay({ closed: false, ranges: [{ from: '00:00', to: '24:00' }] }),
                departments: [department('sales', 'Sales'), department('support', 'Support')],
              }),
              office('plovdiv', 'Plovdiv branch', {
                mainSettings: {
                  title: 'Plovdiv branch',
                  email: 'plovdiv@example.com',
                  phoneNumber: '+35932001000',
                  contactOptions: {
                    phoneCalls: true,
                    requestCallback: false,
                    chat: false,
                    email: true,
                    videoCalls: false,
                  },
                },
                openingHours: everyDay({ closed: true, ranges: [] }),
              }),
            ],
          }),
        ]).routes,
      ),
    shows: ['Head office', 'Plovdiv branch'],
  }),
} satisfies Meta;

export default meta;

export const English: StoryObj = {};
export const Arabic: StoryObj = arabic;
