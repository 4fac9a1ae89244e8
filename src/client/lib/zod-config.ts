/**
 * Zod runs without its JIT in the browser. The JIT first probes `new Function('')`, which the
 * Content-Security-Policy (promise 10 in docs/security/promises.md: `script-src 'self'`, no eval)
 * blocks and reports as a violation on every page; jitless parsing needs no eval at all.
 * Imported first by `main.tsx`, before any schema parses. It sets Zod's global configuration
 * through `zod/v4/core` (the same one `z.config` sets), so the entry chunk does not carry the
 * whole of Zod: the landing page parses no schema, the pages that do load Zod with their chunk.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });
