// Installs the npm packages when they are missing or older than the lock file.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

export function ensureInstall() {
  const marker = 'node_modules/.package-lock.json';
  const stale = !existsSync(marker) || statSync('package-lock.json').mtimeMs > statSync(marker).mtimeMs + 1000;
  if (!stale) return;
  console.log('Installing npm packages (first run)...');
  try {
    execSync('npm ci --no-audit --no-fund', { stdio: 'inherit' });
  } catch {
    // npm ci refuses a lock file that another npm version wrote differently; install resolves it.
    execSync('npm install --no-audit --no-fund', { stdio: 'inherit' });
  }
}

export function run(command, env = {}) {
  console.log(`\n> ${command}`);
  execSync(command, { stdio: 'inherit', env: { ...process.env, ...env } });
}
