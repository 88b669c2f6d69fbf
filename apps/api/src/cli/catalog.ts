// `npm run catalog -- <export|import>`: the plan catalog and rate tables as files (docs/operations.md "Catalog files").
import { restrictNewFiles } from '../data-dir';
import { runCatalogCommand } from '../modules/catalog-files/index';
import { loadEnv } from '../env';

restrictNewFiles();
process.exitCode = await runCatalogCommand(process.argv.slice(2), loadEnv(), (line) => console.log(line));
