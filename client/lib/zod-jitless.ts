import { z } from 'zod';

// The Content-Security-Policy allows no eval (server/app/security-headers.ts). On its first object
// parse zod probes for it with `Function('')`, to compile faster parsers; the browser refuses the
// probe and reports it as a violation even though zod catches it. Jitless mode skips the probe and
// interprets schemas, which is fast enough for the few replies the browser checks.
z.config({ jitless: true });
