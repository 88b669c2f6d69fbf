// `npm start`: install what is missing, build the web app, then migrate, seed and serve.
import { spawn } from 'node:child_process';
import { ensureInstall, run } from './ensure-install.mjs';

ensureInstall();
run('npm run build --silent');
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
