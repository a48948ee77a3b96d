/**
 * RE2 (re2js) as the engine of the routing patterns (regexp.ts). A module of its own, so re2js
 * loads only with the code that installs it: the API's routing routes and the console's routing
 * entry form (decision 0012).
 */
import { RE2JS } from 're2js';
import { setRegexpEngine } from './regexp.js';

/** Lets `regexpError` and `compileRegexp` (and so the routing bodies) check and match patterns. */
export function installRe2() {
  setRegexpEngine((pattern) => {
    const compiled = RE2JS.compile(pattern);
    return (value) => compiled.matcher(value).find();
  });
}
