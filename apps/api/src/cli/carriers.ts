// `npm run carriers -- export-834 --carrier CODE ...`: a carrier's new enrollments as an 834 or a CSV (docs/decisions/0054).
import { userInfo } from 'node:os';
import { restrictNewFiles } from '../data-dir';
import { loadEnv } from '../env';
import { runCarriersCommand } from '../modules/carriers/index';

// The file holds SSNs: it and its folder are the owner's only (docs/decisions/0045).
restrictNewFiles();
process.exitCode = await runCarriersCommand(process.argv.slice(2), loadEnv(), {
  print: (line) => console.log(line),
  clock: () => new Date(),
  ranBy: userInfo().username,
});
