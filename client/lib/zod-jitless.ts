import * as z from 'zod/v4';

// The Content-Security-Policy allows no eval (server/app/security-headers.ts). On its first object
// parse zod probes for it with `Function('')`, to compile faster parsers; the browser refuses the
// probe and reports it as a violation even though zod catches it. Jitless mode skips the probe and
// interprets schemas, which is fast enough for the few replies the browser checks.
// The browser build resolves every `import … from 'zod'` to this module (vite.config.ts), so zod is
// configured before any schema runs, in whichever lazily loaded chunk brings it first: zod is not
// in the first JavaScript a page loads (docs/performance.md).
z.config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
