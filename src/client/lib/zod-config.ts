/**
 * Zod runs without its JIT in the browser. The JIT first probes `new Function('')`, which the
 * Content-Security-Policy (promise 10 in docs/security/promises.md: `script-src 'self'`, no eval)
 * blocks and reports as a violation on every page; jitless parsing needs no eval at all.
 * Imported first by `main.tsx`, before any schema parses.
 */
import { z } from 'zod';

z.config({ jitless: true });
