import { readFileSync } from 'node:fs';
import * as z from 'zod';
import type { Env } from '../env';
import { missingAdapter } from './adapter-slot';

/**
 * Routing number -> bank name (GET routing-number-bank-lookup, DESIGN §3 "Bank lookup"), asked only
 * for numbers that passed the ABA checksum. `undefined`: the bank is not known, and the applicant
 * types its name. A paid routing-number service's adapter would implement the same.
 */
export interface BankDirectory {
  bankName(routingNumber: string): Promise<string | undefined>;
}

const DirectoryFileSchema = z.record(z.string().regex(/^\d{9}$/), z.string().min(1));

/**
 * The bank directory shipped with the product: routing numbers of large US banks
 * (`data/bank-directory.json`, a routing number to the bank's name). Read once.
 */
export function readBankDirectoryFile(): ReadonlyMap<string, string> {
  const text = readFileSync(new URL('./data/bank-directory.json', import.meta.url), 'utf8');
  return new Map(Object.entries(DirectoryFileSchema.parse(JSON.parse(text))));
}

export function createOfflineBankDirectory(banks: ReadonlyMap<string, string> = readBankDirectoryFile()): BankDirectory {
  return { bankName: (routingNumber) => Promise.resolve(banks.get(routingNumber)) };
}

export function bankDirectoryFor(choice: Env['BANK_LOOKUP']): BankDirectory {
  return choice === 'offline' ? createOfflineBankDirectory() : missingAdapter('BANK_LOOKUP', choice);
}
