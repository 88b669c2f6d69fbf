// Installs the npm packages when they are missing or older than the lock file.
import { execSync, spawn } from 'node:child_process';
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

/**
 * Runs the commands at once (each is mostly one thread; the machine has two cores), each one's
 * output kept and printed whole when it ends, so that the lines of two suites never interleave.
 * Throws after all have ended when any failed.
 */
export async function runTogether(commands) {
  const outcomes = await Promise.all(
    commands.map(
      (command) =>
        new Promise((resolve) => {
          const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '1' } });
          const chunks = [];
          child.stdout.on('data', (chunk) => chunks.push(chunk));
          child.stderr.on('data', (chunk) => chunks.push(chunk));
          child.on('close', (code) => {
            console.log(`\n> ${command}`);
            process.stdout.write(Buffer.concat(chunks));
            resolve({ command, code });
          });
        }),
    ),
  );
  const failed = outcomes.filter((outcome) => outcome.code !== 0);
  if (failed.length > 0) throw new Error(`failed: ${failed.map((outcome) => outcome.command).join('; ')}`);
}
