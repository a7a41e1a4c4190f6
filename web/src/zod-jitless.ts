// Zod compiles object parsers with `new Function` when the page allows it, and finds out by trying: under the
// Content-Security-Policy (no 'unsafe-eval') each try is a reported violation. Imported first by main.tsx, before
// any schema is built, so that zod never tries.
import { config } from 'zod';

config({ jitless: true });
