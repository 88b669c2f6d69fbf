import { banks } from '../schema';
import type { SeedTx } from './seed-tx';

/**
 * The demo's offline routing-number directory (DESIGN §3 "Bank lookup"): fictional banks, routing numbers
 * that pass the ABA 3-7-1 checksum. Demo data: a production store has none until it loads a real
 * directory, and a valid routing number not in it leaves the bank name for the applicant to type.
 */
export const DEMO_BANKS: (typeof banks.$inferInsert)[] = [
  { routingNumber: '011000235', name: 'Granite Harbor Bank' },
  { routingNumber: '021200601', name: 'Hudson Ferry Savings Bank' },
  { routingNumber: '026009975', name: 'Empire Plaza Trust Company' },
  { routingNumber: '031100445', name: 'Brandywine Valley Bank' },
  { routingNumber: '041203811', name: 'Lakeshore Commerce Bank' },
  { routingNumber: '044000286', name: 'Buckeye Heritage Bank' },
  { routingNumber: '051405654', name: 'Blue Ridge Community Bank' },
  { routingNumber: '053101121', name: 'Piedmont Federal Savings' },
  { routingNumber: '061000492', name: 'Peachtree National Bank' },
  { routingNumber: '063107869', name: 'Suncoast Members Credit Union' },
  { routingNumber: '071921338', name: 'Prairie State Bank & Trust' },
  { routingNumber: '072000708', name: 'Great Lakes Motor City Bank' },
  { routingNumber: '081009172', name: 'Gateway Arch Savings Bank' },
  { routingNumber: '091000543', name: 'North Star Farmers Bank' },
  { routingNumber: '101089917', name: 'Flint Hills Bank' },
  { routingNumber: '107002383', name: 'Front Range Federal Credit Union' },
  { routingNumber: '111901755', name: 'Trinity River Bank' },
  { routingNumber: '113010220', name: 'Bayou City Federal Credit Union' },
  { routingNumber: '121042594', name: 'Golden Gate Pioneer Bank' },
  { routingNumber: '122105964', name: 'Saguaro Desert Bank' },
  { routingNumber: '211370435', name: 'Cape Cod Cooperative Bank' },
  { routingNumber: '221172801', name: 'Pine Barrens Savings' },
  { routingNumber: '231271271', name: 'Keystone Valley Credit Union' },
  { routingNumber: '241070640', name: 'Cuyahoga Teachers Credit Union' },
  { routingNumber: '253177117', name: 'Carolina Lowcountry Credit Union' },
  { routingNumber: '263181481', name: 'Gulf Breeze Federal Credit Union' },
  { routingNumber: '267084856', name: 'Everglades Community Credit Union' },
  { routingNumber: '271972323', name: 'Heartland Educators Credit Union' },
  { routingNumber: '291070690', name: 'Ten Thousand Lakes Credit Union' },
  { routingNumber: '314074162', name: 'Lone Star Teachers Credit Union' },
  { routingNumber: '321171537', name: 'Redwood Coast Credit Union' },
  { routingNumber: '322271902', name: 'Sonoran Schools Credit Union' },
];

export async function insertBankDirectory(tx: SeedTx): Promise<void> {
  await tx.insert(banks).values(DEMO_BANKS);
}
