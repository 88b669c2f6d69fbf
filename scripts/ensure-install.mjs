// Installs the npm packages when they are missing or older than the lock file.
import { execSync, spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { recordStage } from './stages.mjs';

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

/** A command's name in the stage table: its program and arguments, environment settings left out. */
const partName = (command) =>
  command
    .replace(/^([A-Z0-9_]+=\S+\s+)+/, '')
    .replace(/\s*&&.*$/, '')
    .slice(0, 60);

/**
 * Runs the commands at once (each is mostly one thread; the machine has two cores), each one's
 * output kept and printed whole when it ends, so that the lines of two suites never interleave.
 * Each command's own duration joins the stage table as a part of its stage (named by its first
 * words, or given as `{ name, command }`), so a table says which of them the stage waited for. Throws after all have ended when any failed.
 */
export async function runTogether(commands) {
  const outcomes = await Promise.all(
    commands.map(
      (entry) =>
        new Promise((resolve) => {
          const { name, command } = typeof entry === 'string' ? { name: partName(entry), command: entry } : entry;
          const started = performance.now();
          const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '1' } });
          const chunks = [];
          child.stdout.on('data', (chunk) => chunks.push(chunk));
          child.stderr.on('data', (chunk) => chunks.push(chunk));
          child.on('close', (code) => {
            recordStage(name, (performance.now() - started) / 1000, code === 0, { part: true });
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
