/**
 * `npm run carriers -- export-834` (docs/decisions/0054): writes one file of a carrier's new
 * enrollments and records it, in one transaction that holds the carrier's row, so two runs never
 * send the same policy twice. SSNs, birth dates and contact data are opened only into the file's
 * text; nothing here logs.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TierSchema, storeDay } from '@benefit-store/domain';
import type { Db } from '../../db/client';
import type { CarrierFileFormat } from '../../db/schema';
import { sealedAt, type DataCipher } from '../../lib/data-cipher';
import { openMemberContact, openMemberValue } from '../../lib/member-contact';
import * as repo from './carrier-export.repository';
import { writeEnrollmentCsv } from './enrollment-csv';
import { coveredDependents, type Dependent, type Subscriber } from './enrollment-file';
import { read834, write834, type ControlNumbers } from './x12-834';

export type CarrierExportOptions = {
  carrierCode: string;
  format: CarrierFileFormat;
  /** Only enrollments completed on or after this store day (YYYY-MM-DD). */
  since?: string;
  /** Include enrollments already sent. */
  resend: boolean;
  outDir: string;
  ranBy: string;
  now: Date;
};

export type CarrierExportResult =
  | { written: true; carrierCode: string; file: string; members: number; dependents: number; control: ControlNumbers | null }
  | { written: false; carrierCode: string };

/** A refusal the command prints as it is (an unknown carrier). */
export class CarrierExportRefusal extends Error {}

type PolicyRow = Awaited<ReturnType<typeof repo.findPoliciesToSend>>[number];
type DependentRow = Awaited<ReturnType<typeof repo.findDependents>>[number];

const openSsn = (cipher: DataCipher, sealed: string | null, where: string) => (sealed ? cipher.decrypt(sealed, where) : null);

/** One subscriber per completed enrollment, with the carrier's plans it took and the dependents their tier covers. */
function subscribersOf(cipher: DataCipher, rows: PolicyRow[], dependents: DependentRow[]): Subscriber[] {
  const byEnrollment = new Map<string, Subscriber>();
  for (const row of rows) {
    const tier = TierSchema.catch('IO').parse(row.tier);
    let subscriber = byEnrollment.get(row.enrollmentId);
    if (!subscriber) {
      const { id, ssnEnc, birthdateEnc, emailEnc, phoneEnc, address1Enc, address2Enc, ...member } = row.member;
      const family: Dependent[] = dependents
        .filter((d) => d.memberId === id)
        .map((d) => ({
          relationship: d.relationship,
          firstName: d.firstName,
          middleName: d.middleName,
          lastName: d.lastName,
          birthdate: openMemberValue(cipher, 'member_dependents:birthdate_enc', d.id, d.birthdateEnc),
          gender: d.gender,
          ssn: openSsn(cipher, d.ssnEnc, sealedAt('member_dependents:ssn_enc', d.id)),
        }));
      subscriber = {
        ...member,
        ...openMemberContact(cipher, { id, birthdateEnc, emailEnc, phoneEnc, address1Enc, address2Enc }),
        memberId: id,
        enrollmentId: row.enrollmentId,
        ssn: openSsn(cipher, ssnEnc, sealedAt('members:ssn_enc', id)),
        coverages: [],
        dependents: coveredDependents(tier, family),
      };
      byEnrollment.set(row.enrollmentId, subscriber);
    }
    subscriber.coverages.push({
      policyId: row.policyId,
      planCode: row.planCode,
      planName: row.planName,
      category: row.category,
      tier,
      effectiveDate: row.effectiveDate,
    });
  }
  return [...byEnrollment.values()];
}

function fileText(format: CarrierFileFormat, carrier: repo.CarrierRow, numbers: number[], subscribers: Subscriber[], at: Date) {
  if (format === 'csv') return { text: writeEnrollmentCsv(subscribers), control: null };
  const [interchange, group, transaction] = numbers as [number, number, number];
  const control = { interchange, group, transaction };
  const text = write834({ carrierCode: carrier.code, carrierName: carrier.name, control, at }, subscribers);
  // Read back before it counts as sent: the envelope parses and every member loop is there.
  const loops = subscribers.reduce((sum, s) => sum + 1 + s.dependents.length, 0);
  if (read834(text).members.length !== loops)
    throw new Error('The 834 written does not read back with every member; nothing was recorded.');
  return { text, control };
}

/** Writes the carrier's file into `outDir` (0600) and records it; writes nothing when there is nobody to send. */
export async function exportCarrierEnrollments(db: Db, cipher: DataCipher, options: CarrierExportOptions): Promise<CarrierExportResult> {
  let written: string | undefined;
  try {
    return await db.transaction(async (tx) => {
      const carrier = await repo.lockCarrierByCode(tx, options.carrierCode);
      if (!carrier)
        throw new CarrierExportRefusal(
          `No carrier has the code ${options.carrierCode}. Codes: ${(await repo.listCarrierCodes(tx)).join(', ')}`,
        );
      const rows = await repo.findPoliciesToSend(tx, carrier.id, options);
      if (rows.length === 0) return { written: false, carrierCode: carrier.code };
      const subscribers = subscribersOf(cipher, rows, await repo.findDependents(tx, [...new Set(rows.map((row) => row.member.id))]));

      const numbers = await repo.drawFileNumbers(tx, options.format === '834' ? 3 : 1);
      const { text, control } = fileText(options.format, carrier, numbers, subscribers, options.now);
      const fileName =
        options.format === '834'
          ? `${carrier.code}-834-${String(numbers[0]).padStart(9, '0')}.x12`
          : `${carrier.code}-${storeDay(options.now)}-${numbers[0]}.csv`;
      const file = join(options.outDir, fileName);
      const dependents = subscribers.reduce((sum, s) => sum + s.dependents.length, 0);
      mkdirSync(options.outDir, { recursive: true, mode: 0o700 });
      writeFileSync(file, text, { flag: 'wx', mode: 0o600 });
      written = file;
      await repo.recordExport(
        tx,
        {
          carrierId: carrier.id,
          format: options.format,
          ranBy: options.ranBy,
          at: options.now,
          since: options.since ?? null,
          resend: options.resend,
          fileName,
          fileSha256: createHash('sha256').update(text).digest('hex'),
          control,
          members: subscribers.length,
          dependents,
        },
        rows.map((row) => ({ policyId: row.policyId, memberId: row.member.id, enrollmentId: row.enrollmentId })),
      );
      return { written: true, carrierCode: carrier.code, file, members: subscribers.length, dependents, control };
    });
  } catch (error) {
    // Not recorded, so not sent: the file goes too.
    if (written) unlinkSync(written);
    throw error;
  }
}
