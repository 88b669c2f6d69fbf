/** `npm run catalog -- export [DIR]`: the plans on sale as `catalog.json` and their rates as `rates.csv` (docs/decisions/0053). */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { stringify } from 'csv-stringify/sync';
import { CATALOG_FILE_FORMAT, CatalogFileSchema, RATE_FILE_COLUMNS, rateFileCells } from '@benefit-store/domain';
import type { DbOrTx } from '../../db/client';
import { readStoredCatalog } from './catalog-files.repository';

export const CATALOG_FILE_NAME = 'catalog.json';
export const RATE_FILE_NAME = 'rates.csv';

/** Writes the two files into `dir`; answers their paths and how many plans and rates they hold. */
export async function exportCatalog(db: DbOrTx, dir: string): Promise<{ paths: string[]; plans: number; rates: number }> {
  const onSale = [...(await readStoredCatalog(db)).values()].filter((s) => s.isActive);
  // Checked as an import would check it, so an export always imports.
  const checked = CatalogFileSchema.safeParse({ format: CATALOG_FILE_FORMAT, plans: onSale.map((s) => s.plan) });
  if (!checked.success) {
    const problems = checked.error.issues.map((issue) => {
      const [, index, ...field] = issue.path;
      return `plan ${onSale[Number(index)]?.plan.code ?? '?'}, ${field.join('.')}: ${issue.message}`;
    });
    throw new Error(`The stored catalog does not fit the file format, so nothing was exported:\n${problems.join('\n')}`);
  }
  const catalog = checked.data;
  const rates = onSale.flatMap((s) => s.rates);
  const paths = [join(dir, CATALOG_FILE_NAME), join(dir, RATE_FILE_NAME)] as const;
  await writeFile(paths[0], `${JSON.stringify(catalog, null, 2)}\n`);
  await writeFile(paths[1], stringify(rates.map(rateFileCells), { header: true, columns: [...RATE_FILE_COLUMNS] }));
  return { paths: [...paths], plans: catalog.plans.length, rates: rates.length };
}
