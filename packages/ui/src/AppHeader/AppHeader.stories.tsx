import type { StoryObj } from '@storybook/react-vite';
import { appHeaderMeta } from './AppHeader.storyMeta';

const meta = { ...appHeaderMeta, title: 'Navigation/AppHeader' } satisfies typeof appHeaderMeta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every part of the header from the controls. */
export const Playground: Story = {};
