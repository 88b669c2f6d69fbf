import type { Plugin } from 'vite';

const ZOD_CORE = /[\\/]node_modules[\\/]zod[\\/]v4[\\/]core[\\/]/;
const NO_JSON_SCHEMA = `() => { throw new Error('Zod JSON Schema output is left out of the web build (vite.config.ts)'); }`;

function stubExports(names: Iterable<string>): string {
  return [`const noJsonSchema = ${NO_JSON_SCHEMA};`, ...[...names].map((name) => `export const ${name} = noJsonSchema;`)].join('\n');
}

function exportedNames(code: string): string[] {
  return [...code.matchAll(/^export (?:const|function) (\w+)/gm)].map((match) => match[1]!);
}

/**
 * Zod 4's classic schemas each carry a JSON Schema converter (`toJSONSchema`, `~standard.jsonSchema`)
 * that cannot be tree-shaken: about 5 KB gzip on every page. The app never asks a schema for
 * JSON Schema (the API's docs do, on the server), so the build replaces the converter with a
 * function that throws. Parsing is untouched; `aggregateChecks` (behind `.minLength`,
 * `.format`...) is kept. Fails the build if Zod's files no longer look as expected.
 */
export function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'zod-without-json-schema',
    apply: 'build',
    transform(code, id) {
      if (!ZOD_CORE.test(id)) return null;
      if (id.endsWith('to-json-schema.js')) {
        if (!code.includes('export const createToJSONSchemaMethod')) throw new Error(`zod-without-json-schema: ${id} changed`);
        return { code: `${stubExports(exportedNames(code))}\nexport { processSchema as process };`, map: null };
      }
      if (id.endsWith('json-schema-processors.js')) {
        const processorsStart = code.indexOf('const formatMap');
        if (processorsStart < 0 || !code.includes('export function aggregateChecks'))
          throw new Error(`zod-without-json-schema: ${id} changed`);
        return { code: `${code.slice(0, processorsStart)}\n${stubExports(exportedNames(code.slice(processorsStart)))}`, map: null };
      }
      return null;
    },
  };
}

const SCROLL_AREA = /[\\/]node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;
const FLOATING_MERGE_REFS = 'import { useMergeRefs } from "@floating-ui/react";';

/**
 * Mantine's ScrollArea (inside every Modal and Drawer) takes one small hook, `useMergeRefs`, from
 * `@floating-ui/react`; that module is one file, so each page with a popup loaded the whole of
 * floating-ui (15 KB gzip) for it. The build gives ScrollArea Mantine's own `useMergedRef`
 * (same job: one callback ref that sets every ref and runs their cleanups). Fails the build if
 * the import is no longer there.
 */
export function mantineScrollAreaOwnRefs(): Plugin {
  const ownRefs = 'import { useMergedRef } from "@mantine/hooks";\nconst useMergeRefs = (refs) => useMergedRef(...refs);';
  return replaceInModule('mantine-scroll-area-own-refs', SCROLL_AREA, FLOATING_MERGE_REFS, ownRefs);
}

/**
 * A build plugin that replaces `find` with `replacement` in the one module whose path matches
 * `file`, and fails the build when that module no longer holds `find`.
 */
function replaceInModule(name: string, file: RegExp, find: string, replacement: string): Plugin {
  return {
    name,
    apply: 'build',
    transform(code, id) {
      if (!file.test(id)) return null;
      if (!code.includes(find)) throw new Error(`${name}: ${id} changed`);
      return { code: code.replace(find, replacement), map: null };
    },
  };
}

const MANTINE_USE_ID = /[\\/]node_modules[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;
const RANDOM_ID_AFTER_MOUNT = 'setUuid(randomId());';

/**
 * Mantine's `useId` (behind every input, label, popover and accordion) starts from React's own
 * `useId`, then replaces it with a random id in a layout effect: every such component renders a
 * second time, synchronously, inside the task that first draws the page (a form page spent about
 * 15 ms of a 4x-slowed main thread there, docs/decisions/0075). React's id is unique within the
 * one root this app has and stable between renders, so the build keeps it. Fails the build if the
 * line is no longer there.
 */
export function mantineIdWithoutRerender(): Plugin {
  return replaceInModule('mantine-id-without-rerender', MANTINE_USE_ID, RANDOM_ID_AFTER_MOUNT, '');
}

type BuiltChunk = {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
  viteMetadata?: { importedCss: Set<string> };
};
type BuiltFile = BuiltChunk | { type: 'asset'; fileName: string };

/** A chunk's file, the chunks it imports statically (and theirs), and the CSS they bring. */
function filesLoadedWith(start: BuiltChunk, chunks: Map<string, BuiltChunk>): Set<string> {
  const files = new Set<string>();
  const visit = (chunk: BuiltChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const name of chunk.imports) {
      const imported = chunks.get(name);
      if (imported) visit(imported);
    }
  };
  visit(start);
  return files;
}

/**
 * For each row of `pages` (src/config/first-load-pages.ts), the built files its page modules load
 * that index.html does not already name, written to `.vite/first-load-preloads.json` beside Vite's
 * manifest; the server adds them to the page it sends for that path (docs/decisions/0077). Fails
 * the build when a listed module is in no chunk.
 */
export function firstLoadPreloads(root: string, pages: readonly { path: string; modules: readonly string[] }[]): Plugin {
  return {
    name: 'first-load-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, BuiltChunk>();
      for (const file of Object.values(bundle as unknown as Record<string, BuiltFile>)) {
        if (file.type === 'chunk') chunks.set(file.fileName, file);
      }
      const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('first-load-preloads: the build has no entry chunk');
      const named = filesLoadedWith(entry, chunks);
      const chunkOf = (module: string) => {
        const id = `${root}/${module}`;
        const chunk = [...chunks.values()].find((candidate) => candidate.moduleIds.includes(id));
        if (!chunk) throw new Error(`first-load-preloads: ${module} is in no chunk of the build`);
        return chunk;
      };
      const rows = pages.map(({ path, modules }) => {
        const files = new Set(modules.flatMap((module) => [...filesLoadedWith(chunkOf(module), chunks)]));
        return { path, files: [...files].filter((file) => !named.has(file)) };
      });
      this.emitFile({ type: 'asset', fileName: '.vite/first-load-preloads.json', source: `${JSON.stringify(rows, null, 2)}\n` });
    },
  };
}
