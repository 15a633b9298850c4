// `npm run dev`: the API (restarted on change) on :3000 and Vite with hot reload on :5173,
// which proxies /api and /health to the API. Ctrl+C stops both.
import { type ChildProcess, spawn } from 'node:child_process';
import { apiStartFlags } from './lib/real-server.ts';

const children: ChildProcess[] = [
  spawn(process.execPath, [...apiStartFlags(), '--watch', 'apps/api/src/server.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.PORT ?? '3000' },
  }),
  // Vite itself, not through npm, so a stop signal reaches it directly.
  spawn(process.execPath, ['../../node_modules/vite/bin/vite.js'], {
    cwd: 'apps/web',
    stdio: 'inherit',
  }),
];

let stopping = false;
function stop(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 5000).unref();
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
