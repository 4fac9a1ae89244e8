/**
 * The `rrule` package (RFC 5545 recurrence rules), loaded through `require`.
 *
 * `rrule` 2.8 ships an ES module build only under its `module` field; Node (the bundled server,
 * `tsx` for `npm run dev` and `npm run bench`, Vitest) resolves its `main` UMD file, whose
 * named exports Node cannot detect, so `import { RRule } from 'rrule'` fails at run time.
 * Import `RRule` / `RRuleSet` from here instead.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const rrule = require('rrule') as typeof import('rrule');

export const { RRule, RRuleSet, rrulestr, Frequency, Weekday } = rrule;
export type RRule = import('rrule').RRule;
export type RRuleSet = import('rrule').RRuleSet;
export type Weekday = import('rrule').Weekday;
export type Frequency = import('rrule').Frequency;
export type RRuleOptions = import('rrule').Options;
