#!/usr/bin/env node
// `npm start`: builds the client when dist/client is missing, then runs the server
// (which applies migrations and listens on HOST:PORT). Signals reach the server directly.
import { existsSync } from 'node:fs';
import { spawnSync, spawn } from 'node:child_process';

if (!existsSync('dist/client/index.html')) {
  console.log('Building the client (first start)...');
  const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
