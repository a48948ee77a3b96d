import type { Meta, StoryObj } from '@storybook/react-vite';
import { type FlowGraph, validateFlow } from '@switchboard/contract';
import { useState } from 'react';
import { flowWithProblems, sampleFlow, sampleOptions } from '../test/sampleFlows';
import { FlowEditor, type FlowEditorProps } from './FlowEditor';

/** The editor with its graph in state, validated on every change as the console does. */
function Stateful({ graph: initial, ...props }: Omit<FlowEditorProps, 'onChange' | 'issues'>) {
  const [graph, setGraph] = useState<FlowGraph>(initial);
  return <FlowEditor {...props} graph={graph} onChange={setGraph} issues={validateFlow(graph)} />;
}

const meta = {
  title: 'Flow editor/FlowEditor',
  component: FlowEditor,
  args: { graph: sampleFlow(), options: sampleOptions, onChange: () => {} },
  render: ({ graph, options, dir }) => <Stateful graph={graph} options={options} dir={dir} />,
} satisfies Meta<typeof FlowEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Problems drawn on the nodes (outline, text, open outputs) and listed under the editor. */
export const WithProblems: Story = { args: { graph: flowWithProblems() } };

/** In Arabic the canvas is mirrored: the call enters on the right, outputs leave on the left. */
export const RightToLeft: Story = {
  args: { dir: 'rtl' },
  globals: { locale: 'ar', dir: 'rtl' },
};
