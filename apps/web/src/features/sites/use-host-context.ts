import { readCurrentHost, readLifestyleHost } from '@/lib/env';
import { classifyHost, type HostKind } from './startup/resolve-startup-mode';

export interface HostContext {
  host: string;
  hostKind: HostKind;
  isLifestyleHost: boolean;
}

let cached: HostContext | undefined;

/** The host never changes while the page lives, so it is read once. */
export function readHostContext(): HostContext {
  if (!cached) {
    const host = readCurrentHost();
    const hostKind = classifyHost(host, readLifestyleHost());
    cached = { host, hostKind, isLifestyleHost: hostKind === 'lifestyle' };
  }
  return cached;
}

export const useHostContext = (): HostContext => readHostContext();
