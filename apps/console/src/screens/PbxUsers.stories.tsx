import type { Meta, StoryObj } from '@storybook/react-vite';
import { extension, fakePbxApi, pbxUser } from '#test/pbxFixtures';
import { arabic, screenStory } from './screenStory';

const meta = {
  title: 'Screens/PBX users',
  tags: ['screen', '!autodocs'],
  ...screenStory({
    path: '/xpbx/settings/users',
    api: () =>
      fakePbxApi({
        users: [
          pbxUser(1, 'reception', {
            description: 'Front desk',
            extension_id: 11,
            extension: { extension: '101' },
            timezone: 'Europe/Sofia',
          }),
          pbxUser(2, 'sales.anna', {
            description: 'Sales team lead',
            extension_id: 12,
            extension: { extension: '102' },
            timezone: 'Europe/Berlin',
          }),
          pbxUser(3, 'support.boris', { description: 'Second line' }),
          pbxUser(4, 'intern', { is_active: 0 }),
        ],
        extensions: [extension(11, '101'), extension(12, '102'), extension(13, '103')],
      }),
    shows: ['reception', 'sales.anna'],
  }),
} satisfies Meta;

export default meta;

export const English: StoryObj = {};
export const Arabic: StoryObj = arabic;
