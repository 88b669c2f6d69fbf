import { isRoutingNumber } from '@benefit-store/domain';
import { describe, expect, it } from 'vitest';
import { createOfflineBankDirectory, readBankDirectoryFile } from './bank-directory';

describe('the shipped bank directory', () => {
  const banks = readBankDirectoryFile();

  it('lists routing numbers of large US banks, each passing the ABA checksum', () => {
    expect(banks.size).toBeGreaterThanOrEqual(20);
    for (const [routingNumber, name] of banks) {
      expect(isRoutingNumber(routingNumber), routingNumber).toBe(true);
      expect(name.trim(), routingNumber).not.toBe('');
    }
  });

  it('answers a listed number with its bank and an unlisted one with nothing', async () => {
    const directory = createOfflineBankDirectory(banks);
    expect(await directory.bankName('121000248')).toBe('Wells Fargo Bank, N.A.');
    expect(await directory.bankName('011000015')).toBeUndefined();
  });
});
