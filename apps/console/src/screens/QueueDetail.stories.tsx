import type { Meta, StoryObj } from '@storybook/react-vite';
import { pbxUser } from '#test/pbxFixtures';
import { blackNumber, queue, queueAction, queueMember, queueRule, vipNumber } from '#test/queueFixtures';
import { fakeTelephonyApi } from '#test/telephonyFixtures';
import { arabic, screenStory } from './screenStory';

/** Rows of the sound-file and timeslot lists, as much of them as the page reads. */
const welcomeFile = { id: 3, filename: 'welcome.wav', filetype: 'flow' };
const officeHours = { id: 8, description: 'Office hours' };

const meta = {
  title: 'Screens/Queue detail',
  tags: ['screen', '!autodocs'],
  ...screenStory({
    path: '/xpbx/settings/queue/1',
    api: () =>
      fakeTelephonyApi({
        '/admin/xpbx/queue': [
          queue(1, 'Support', { description: 'First line', priority: 2 }),
          queue(2, 'Sales'),
        ],
        '/admin/xpbx/queue/1/member': [queueMember(10, 1, 5, 'anna'), queueMember(11, 1, 6, 'boris')],
        '/admin/xpbx/queue/1/action': [queueAction(20, 1, { sound_file_id: 3 })],
        '/admin/xpbx/queue/1/rule': [queueRule(30, 1, 8)],
        '/admin/xpbx/queue/1/vip': [vipNumber(40, 1, '+4930123', 20)],
        '/admin/xpbx/queue/1/black': [blackNumber(50, 1, '4930999', null)],
        '/admin/xpbx/user': [pbxUser(5, 'anna'), pbxUser(6, 'boris')],
        '/admin/xpbx/sound-file': [welcomeFile],
        '/admin/xpbx/timeslot': [officeHours],
      }),
    shows: ['Support'],
  }),
} satisfies Meta;

export default meta;

export const English: StoryObj = {};
export const Arabic: StoryObj = arabic;
