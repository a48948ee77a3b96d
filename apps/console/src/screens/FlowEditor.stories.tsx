import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FlowEdge, FlowGraph, FlowNode } from '@switchboard/contract';
import { fakeApi, profile } from '#test/fakeApi';
import { flow, version } from '#test/flowFixtures';
import { arabic, screenStory } from './screenStory';

const node = (id: string, kind: FlowNode['kind'], label: string, x: number, y: number, data = {}) =>
  ({ id, kind, label, position: { x, y }, data }) as FlowNode;
const edge = (source: string, output: string, target: string): FlowEdge => ({
  id: `${source}:${output}`,
  source,
  output,
  target,
});

/** A complete office line: in hours a welcome, then the sales queue; after hours the mailbox. */
const officeLine: FlowGraph = {
  nodes: [
    node('start', 'start', 'Incoming call', 0, 120),
    node('hours', 'timeslot', 'Office hours?', 260, 120, { timeslot_id: 8 }),
    node('welcome', 'play_sound', 'Welcome', 520, 40, { sound_file_id: 3 }),
    node('sales', 'queue', 'Sales', 780, 40, { queue_id: 7 }),
    node('mailbox', 'voicemail', 'Mailbox', 780, 240, { voicemail_id: 5 }),
  ],
  edges: [
    edge('start', 'next', 'hours'),
    edge('hours', 'open', 'welcome'),
    edge('hours', 'closed', 'mailbox'),
    edge('welcome', 'next', 'sales'),
    edge('sales', 'timeout', 'mailbox'),
  ],
};

const meta = {
  title: 'Screens/Flow editor',
  tags: ['screen', '!autodocs'],
  ...screenStory({
    path: '/xpbx/settings/flow/4/version/9',
    api: () =>
      fakeApi({
        'GET /admin/me': profile(),
        'GET /admin/xpbx/flow/4': [flow(4, 'Main line')],
        'GET /admin/xpbx/flow/4/version/9': [version(9, 'Winter hours', { graph: officeLine })],
        'GET /admin/xpbx/sound-file': [{ id: 3, filename: 'welcome.wav', filetype: 'flow' }],
        'GET /admin/xpbx/queue': [{ id: 7, name: 'Sales queue' }],
        'GET /admin/xpbx/ring-group': [],
        'GET /admin/xpbx/extension': [],
        'GET /admin/xpbx/voicemail': [{ id: 5, name: 'Office mailbox' }],
        'GET /admin/xpbx/timeslot': [{ id: 8, description: 'Office hours' }],
      }),
    shows: ['Winter hours', 'Mailbox'],
  }),
} satisfies Meta;

export default meta;

export const English: StoryObj = {};
export const Arabic: StoryObj = arabic;
