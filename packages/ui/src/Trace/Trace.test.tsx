import { screen, within } from '@testing-library/react';
import { renderWithKit } from '../test/render';
import { Trace } from './Trace';

describe('Trace', () => {
  it('is a named ordered list whose steps say their outcome in words', () => {
    renderWithKit(
      <Trace label="How the call was routed">
        <Trace.Step outcome="skip" status="Skipped: the called number does not match" title="Route 1" />
        <Trace.Step outcome="match" status="Chosen" title="Route 2">
          Priority 5
        </Trace.Step>
      </Trace>,
    );
    const list = screen.getByRole('list', { name: 'How the call was routed' });
    expect(list.tagName).toBe('OL');
    const steps = within(list).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Route 1Skipped: the called number does not match',
      'Route 2ChosenPriority 5',
    ]);
  });
});
