import type { Meta, StoryObj } from '@storybook/react-vite';
import { activityEntry } from '#test/activityFixtures';
import { fakeApi, profile } from '#test/fakeApi';
import { arabic, screenStory } from './screenStory';

const meta = {
  title: 'Screens/Activity',
  tags: ['screen', '!autodocs'],
  ...screenStory({
    path: '/profile/activity',
    api: () =>
      fakeApi({
        'GET /admin/me': profile(),
        'POST /admin/activity': {
          entries: [
            activityEntry(7, 'updatePbxUser'),
            activityEntry(8, 'deletePbxUser', { method: 'DELETE', after: null, acting_admin_id: 42 }),
            activityEntry(9, 'createQueue', {
              method: 'POST',
              path: '/admin/xpbx/queue',
              created_at: '2026-11-19T16:30:00.000Z',
              before: null,
              after: { id: 9, name: 'Support' },
            }),
          ],
          limit: 500,
          truncated: false,
        },
      }),
    shows: ['updatePbxUser', 'createQueue'],
  }),
} satisfies Meta;

export default meta;

export const English: StoryObj = {};
export const Arabic: StoryObj = arabic;
