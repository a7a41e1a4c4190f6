// Zod compiles object parsers with `new Function` when the page allows it, and finds out by trying when the first
// object schema is built: under the Content-Security-Policy (no 'unsafe-eval') each try is a reported violation.
// The build resolves every `import ... from 'zod'` of the app to this module (vite.config.ts), so zod is configured
// before any module that builds a schema runs, whichever lazy chunk loads it first; this module alone imports the
// library itself.
import { config } from 'zod';

config({ jitless: true });

export * from 'zod';
export { default } from 'zod';
