import type { StoryObj } from '@storybook/react-vite';
import { dropdownMeta } from './Dropdown.storyMeta';

const meta = { ...dropdownMeta, title: 'Forms/Dropdown' } satisfies typeof dropdownMeta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Try the options from the controls: searchable, placeholder option, full width. */
export const Playground: Story = { args: { searchable: true, fullWidth: true } };
