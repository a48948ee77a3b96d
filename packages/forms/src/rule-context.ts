import type { RuleContext, RuleContextSource } from './types.js';

export function resolveContext(source: RuleContextSource | undefined): RuleContext {
  return (typeof source === 'function' ? source() : source) ?? {};
}
