export { Trace, type TraceProps, type TraceStepProps } from './Trace';
export { type TraceOutcome, traceOutcomes } from './Trace.variants';
