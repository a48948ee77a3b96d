/**
 * The bench page: the editor with a 300-node flow, timed from the render call to the first frame in
 * which every node is measured and shown; and the simulator walking calls through flows.
 */
import { type FlowGraph, simulateCall, validateFlow } from '@switchboard/contract';
import { applyThemeMode } from '@switchboard/ui';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { FlowEditor } from '../src';
import { largeFlow, loopingFlow, sampleOptions } from '../src/test/sampleFlows';

const NODES = 300;

declare global {
  interface Window {
    bench: {
      firstRender: Promise<number>;
      simulate: (seconds: number) => { loop: number; tree: number };
    };
  }
}

function Editor({ initial }: { initial: FlowGraph }) {
  const [graph, setGraph] = useState(initial);
  return (
    <IntlProvider locale="en" defaultLocale="en">
      <div style={{ padding: 16 }}>
        <FlowEditor graph={graph} onChange={setGraph} options={sampleOptions} issues={validateFlow(graph)} />
      </div>
    </IntlProvider>
  );
}

/** Resolves with the ms from `start` to the first frame that shows every node measured. */
function whenAllShown(start: number): Promise<number> {
  return new Promise((resolve) => {
    const check = () => {
      const nodes = document.querySelectorAll<HTMLElement>('.react-flow__node');
      if (nodes.length === NODES && [...nodes].every((node) => node.style.visibility !== 'hidden')) {
        resolve(performance.now() - start);
      } else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

/** Steps per second of simulated calls through `graph` with `keys`, for about `seconds`. */
function stepsPerSecond(graph: FlowGraph, keys: string, seconds: number): number {
  const input = { callingNumber: '35924001000', at: new Date('2026-11-24T10:00:00Z'), keys };
  let steps = 0;
  const start = performance.now();
  while (performance.now() - start < seconds * 1000) steps += simulateCall(graph, input).steps.length;
  return Math.round(steps / ((performance.now() - start) / 1000));
}

applyThemeMode('light');
const graph = largeFlow(NODES);
const start = performance.now();
createRoot(document.getElementById('root')!).render(<Editor initial={graph} />);
window.bench = {
  firstRender: whenAllShown(start),
  simulate: (seconds) => ({
    // A menu replayed until the step limit: long walks.
    loop: stepsPerSecond(loopingFlow(), '', seconds / 2),
    // Down the 300-node tree by its menus' keys: short walks, each over a large graph.
    tree: stepsPerSecond(graph, '12312312', seconds / 2),
  }),
};
