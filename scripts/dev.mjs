// Development: the api (restarted on change) and Vite's dev server (hot reload, proxying /graphql and /api).
import { spawn } from 'node:child_process';

const processes = [
  spawn('node', ['--watch-path=api/src', '--watch-path=schema', '--import', './api/register.mjs', 'api/src/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development' },
  }),
  spawn('npm', ['run', 'dev', '--workspace', 'web'], { stdio: 'inherit' }),
];

const stop = () => processes.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of processes) child.on('exit', (code) => code && stop());
