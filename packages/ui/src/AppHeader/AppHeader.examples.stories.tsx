import type { StoryObj } from '@storybook/react-vite';
import { appHeaderMeta } from './AppHeader.storyMeta';

const meta = { ...appHeaderMeta, title: 'Navigation/AppHeader/Examples' } satisfies typeof appHeaderMeta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The header as the console's shell composes it: menu, logo, the page's area, products and the user. */
export const ConsoleShell: Story = {
  args: { middle: <strong>Widget settings</strong> },
};
