/**
 * The ESLint zone of eslint.config.js (`apiModuleBoundary`, docs/decisions/0109) refuses an import
 * into another module's files while it is typed; module-boundaries.test.ts checks the whole tree.
 * Snippets linted as if they sat in a module, with the repository's own configuration.
 */
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const REPOSITORY = join(import.meta.dirname, '../../..');
const BOUNDARY_MESSAGE = "An API module reaches another only through its index.ts: import from '../<module>/index' (docs/decisions/0109).";

// Only the import rule, and no type information: the snippets' files do not exist.
const eslint = new ESLint({
  cwd: REPOSITORY,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports',
});

async function refusals(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(REPOSITORY, file) });
  return result!.messages.map((message) => message.message);
}

const refused = (spec: string) => `'${spec}' import is restricted from being used by a pattern. ${BOUNDARY_MESSAGE}`;
const importOf = (spec: string) => `import { x } from '${spec}';\nexport const y = x;\n`;

describe('the API module boundary lint zone (docs/decisions/0109)', () => {
  it.each(['../enrollment/enrollment.repository', '../../modules/enrollment/tab-storage', './../enrollment/index.helpers'])(
    'refuses %s from another module',
    async (spec) => {
      expect(await refusals(importOf(spec), 'apps/api/src/modules/cart/boundary-fixture.ts')).toEqual([refused(spec)]);
    },
  );

  it.each(['../enrollment/index', '../enrollment', '../../lib/enrollment-access', './cart.service'])('lets %s through', async (spec) => {
    expect(await refusals(importOf(spec), 'apps/api/src/modules/cart/boundary-fixture.ts')).toEqual([]);
  });

  it("lets a module's own files, a repository and a test included, import each other", async () => {
    expect(await refusals(importOf('./enrollment.repository'), 'apps/api/src/modules/enrollment/boundary-fixture.test.ts')).toEqual([]);
    expect(await refusals(importOf('../enrollment/tab-storage'), 'apps/api/src/modules/enrollment/boundary-fixture.ts')).toEqual([]);
  });

  it("refuses a deep import in a module's repository and test files too, and Drizzle outside repositories", async () => {
    const deep = '../enrollment/tab-storage';
    expect(await refusals(importOf(deep), 'apps/api/src/modules/cart/boundary-fixture.repository.ts')).toEqual([refused(deep)]);
    expect(await refusals(importOf(deep), 'apps/api/src/modules/cart/boundary-fixture.test.ts')).toEqual([refused(deep)]);
    expect(await refusals(importOf('drizzle-orm'), 'apps/api/src/modules/cart/boundary-fixture.repository.ts')).toEqual([]);
    expect(await refusals(importOf('drizzle-orm'), 'apps/api/src/modules/cart/boundary-fixture.ts')).toEqual([
      "'drizzle-orm' import is restricted from being used by a pattern. Only *.repository.ts files touch Drizzle (STYLE.md).",
    ]);
  });

  it('keeps lib/ from importing a module at all', async () => {
    expect(await refusals(importOf('../modules/cart/index'), 'apps/api/src/lib/boundary-fixture.ts')).toHaveLength(1);
  });
});
