// npm run bench:web
// The web app's weight route by route (bench/web-weight.ts) for `web/dist`, or WEB_DIST (another commit's build).
// Run `npm run build` first.
import { loadConfig } from '../api/src/core/config.ts';
import { webWeightReport } from './web-weight.ts';

console.log(webWeightReport(loadConfig(process.env).WEB_DIST).report);
