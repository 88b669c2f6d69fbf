// Times the stages of a test run and prints them as a table at its end. `npm test` records its
// own stages; `.ci/run` names a file in STAGES_FILE so that its later stages join the same table.
//   node scripts/stages.mjs run "<stage>" -- <command...>   runs the command as one stage
//   node scripts/stages.mjs table                          prints the table of STAGES_FILE
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';

/** Appends one stage's line to STAGES_FILE, when set; a `part` is one command of the stage that follows it, outside the total. */
export function recordStage(name, seconds, passed, { part = false } = {}) {
  if (process.env.STAGES_FILE)
    appendFileSync(process.env.STAGES_FILE, `${JSON.stringify({ name, seconds, passed, ...(part ? { part } : {}) })}\n`);
}

/** Runs `work` (sync or async) as the stage `name`, recording its duration whether it passes or throws. */
export async function stage(name, work) {
  const started = performance.now();
  let passed = false;
  try {
    await work();
    passed = true;
  } finally {
    recordStage(name, (performance.now() - started) / 1000, passed);
  }
}

/** The table of the stages recorded in `file`, with their total. */
export function stageTable(file) {
  const stages = existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line))
    : [];
  const label = (s) => (s.part ? `  - ${s.name}` : s.name);
  const width = Math.max(5, ...stages.map((s) => label(s).length));
  const clock = (seconds) => `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;
  const total = stages.filter((s) => !s.part).reduce((sum, s) => sum + s.seconds, 0);
  return [
    `${'stage'.padEnd(width)}  duration  result`,
    `${'-'.repeat(width)}  --------  ------`,
    ...stages.map((s) => `${label(s).padEnd(width)}  ${clock(s.seconds).padStart(8)}  ${s.passed ? 'passed' : 'FAILED'}`),
    `${'total'.padEnd(width)}  ${clock(total).padStart(8)}`,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [command, name, separator, ...rest] = process.argv.slice(2);
  if (command === 'table') {
    console.log(`\nStages\n${stageTable(process.env.STAGES_FILE ?? '')}`);
  } else if (command === 'run' && name && separator === '--' && rest.length > 0) {
    const started = performance.now();
    const result = spawnSync(rest.join(' '), { shell: true, stdio: 'inherit' });
    recordStage(name, (performance.now() - started) / 1000, result.status === 0);
    process.exit(result.status ?? 1);
  } else {
    console.error('usage: stages.mjs run "<stage>" -- <command...> | stages.mjs table');
    process.exit(2);
  }
}
