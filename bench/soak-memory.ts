/** The soak's memory figures: a server process's resident memory sampled from /proc, and whether it stayed flat. */
import { readFileSync } from 'node:fs';

/** Resident memory of process `pid` in MB (VmRSS of /proc/<pid>/status; Linux). */
export function residentMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  if (!line) throw new Error(`process ${pid} reports no resident memory`);
  return Number(line.replace(/\D+/g, '')) / 1024;
}

/** Samples taken one a second while the load runs; `stop` answers them. */
export function sampleMemory(pid: number, intervalMs = 1000): { stop(): number[] } {
  const samples: number[] = [];
  const timer = setInterval(() => samples.push(residentMb(pid)), intervalMs);
  return {
    stop: () => {
      clearInterval(timer);
      return samples;
    },
  };
}

/**
 * The growth allowed from the middle third of the run to the last: garbage collection and
 * PostgreSQL's (or PGlite's) caches filling as the tables grow move resident memory by a few
 * percent; a leak of per-request objects grows it by that much every few seconds, without end.
 */
export const ALLOWED_GROWTH = { percent: 15, mb: 64 };

export interface MemoryVerdict {
  middleMb: number;
  lastMb: number;
  peakMb: number;
  growthMb: number;
  allowedMb: number;
  isFlat: boolean;
}

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

/**
 * Flat memory: the mean of the last third of the samples is at most the mean of the middle
 * third plus ALLOWED_GROWTH (the larger of its percent and its MB). The first third is warm-up
 * (code compiled, pools and caches filled) and is not judged.
 */
export function judgeMemory(samples: number[]): MemoryVerdict {
  if (samples.length < 9) throw new Error(`${samples.length} memory samples are too few to judge`);
  const third = Math.floor(samples.length / 3);
  const middleMb = mean(samples.slice(third, 2 * third));
  const lastMb = mean(samples.slice(samples.length - third));
  const allowedMb = Math.max(ALLOWED_GROWTH.mb, (middleMb * ALLOWED_GROWTH.percent) / 100);
  const growthMb = lastMb - middleMb;
  return { middleMb, lastMb, peakMb: Math.max(...samples), growthMb, allowedMb, isFlat: growthMb <= allowedMb };
}
