/** What a step came to: `match` taken or applied, `skip` considered and passed over, `info` a finding, `error` a stop. */
export const traceOutcomes = ['match', 'skip', 'info', 'error'] as const;
export type TraceOutcome = (typeof traceOutcomes)[number];
