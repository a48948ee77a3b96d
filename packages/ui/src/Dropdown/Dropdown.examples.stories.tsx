import type { StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import { TextField } from '../TextField/TextField';
import { Dropdown } from './Dropdown';
import { dropdownMeta, openList, timezones } from './Dropdown.storyMeta';

const meta = { ...dropdownMeta, title: 'Forms/Dropdown/Examples' } satisfies typeof dropdownMeta;

export default meta;
type Story = StoryObj<typeof meta>;

/** In a Modal (Radix dialog: body has pointer-events none), the open list still takes clicks and keys. */
export const DropdownInModal: Story = {
  args: {
    label: 'Timezone',
    options: timezones,
    searchable: true,
    placeholderOption: 'Select timezone',
    fullWidth: true,
  },
  render: (args) => (
    <Modal
      open
      title="Create user"
      width="large"
      footer={
        <>
          <Button>Close</Button>
          <Button kind="primary">Save</Button>
        </>
      }
    >
      <div style={{ display: 'grid', gap: 16 }}>
        <TextField label="Username" defaultValue="anna.schmidt" />
        <Dropdown {...args} />
      </div>
    </Modal>
  ),
  play: ({ canvasElement }) => openList(canvasElement),
};
