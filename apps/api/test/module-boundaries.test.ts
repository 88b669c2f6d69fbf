/**
 * The API's modules talk only through their index.ts, and never in a loop (docs/decisions/0109).
 * Reads every import of apps/api/src/modules (and of apps/api/src/lib, which sits below them) as
 * written, resolves it to a folder, and checks the module-to-module graph it draws.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '../src');
const MODULES = join(SRC, 'modules');
const LIB = join(SRC, 'lib');
const INDEX_SPELLINGS = new Set(['', 'index', 'index.js', 'index.ts']);

const moduleNames = readdirSync(MODULES).filter((name) => statSync(join(MODULES, name)).isDirectory());

type Import = { file: string; spec: string; isTest: boolean };

function sourceFilesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts'))
    .map((name) => join(folder, name))
    .sort();
}

/** Every relative import and re-export of a file, type-only ones included. */
function importsOf(file: string): Import[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, false);
  return importedFiles
    .map((reference) => reference.fileName)
    .filter((spec) => spec.startsWith('.'))
    .map((spec) => ({ file, spec, isTest: file.endsWith('.test.ts') }));
}

/** Where an import lands: the module folder it enters and the path inside it, or null outside the modules. */
function landing({ file, spec }: Import): { module: string; inside: string } | null {
  const parts = relative(MODULES, resolve(dirname(file), spec)).split(sep);
  const [module, ...rest] = parts;
  if (module === undefined || !moduleNames.includes(module)) return null;
  return { module, inside: rest.join('/') };
}

const moduleOf = (file: string) => relative(MODULES, file).split(sep)[0]!;
const shown = ({ file, spec }: Import) => `${relative(SRC, file)} imports '${spec}'`;

const moduleImports = moduleNames.flatMap((module) => sourceFilesUnder(join(MODULES, module)).flatMap(importsOf));
const libImports = sourceFilesUnder(LIB).flatMap(importsOf);

/** Strongly connected parts of the graph with more than one module: each holds at least one loop. */
function tangledParts(graph: Map<string, Set<string>>): string[][] {
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const parts: string[][] = [];
  const visit = (node: string) => {
    order.set(node, order.size);
    low.set(node, order.get(node)!);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, order.get(next)!));
    }
    if (low.get(node) !== order.get(node)) return;
    const part: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      part.push(member);
    } while (member !== node);
    if (part.length > 1) parts.push(part.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!order.has(node)) visit(node);
  return parts;
}

/** The shortest loop inside a tangled part, as the modules it passes (first and last the same). */
function shortestLoop(graph: Map<string, Set<string>>, part: string[]): string[] {
  let best: string[] = [];
  for (const start of part) {
    const cameFrom = new Map<string, string>();
    const queue = [start];
    while (queue.length > 0) {
      const node = queue.shift()!;
      const nexts = [...(graph.get(node) ?? [])].filter((next) => part.includes(next)).sort();
      if (nexts.includes(start)) {
        const path = [node];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0]!)!);
        if (best.length === 0 || path.length + 1 < best.length) best = [...path, start];
        break;
      }
      for (const next of nexts.filter((candidate) => !cameFrom.has(candidate) && candidate !== start)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  return best;
}

describe('API module boundaries (docs/decisions/0109)', () => {
  it('finds the modules and their imports', () => {
    expect(moduleNames).toContain('enrollment');
    expect(moduleImports.length).toBeGreaterThan(500);
  });

  it('enters another module only through its index.ts', () => {
    const deep = moduleImports.filter((entry) => {
      const target = landing(entry);
      return target !== null && target.module !== moduleOf(entry.file) && !INDEX_SPELLINGS.has(target.inside);
    });
    expect(deep.map(shown)).toEqual([]);
  });

  it("never imports its own module's index.ts (a module's files import each other directly)", () => {
    const own = moduleImports.filter((entry) => {
      const target = landing(entry);
      return target?.module === moduleOf(entry.file) && INDEX_SPELLINGS.has(target.inside);
    });
    expect(own.map(shown)).toEqual([]);
  });

  it('has no loop between modules', () => {
    // Test files are never imported, so they cannot close a loop: the graph is of the modules' own code.
    const graph = new Map(moduleNames.map((module) => [module, new Set<string>()]));
    const edges = new Map<string, Import>();
    for (const entry of moduleImports.filter((candidate) => !candidate.isTest)) {
      const target = landing(entry);
      const from = moduleOf(entry.file);
      if (target === null || target.module === from) continue;
      graph.get(from)!.add(target.module);
      if (!edges.has(`${from} -> ${target.module}`)) edges.set(`${from} -> ${target.module}`, entry);
    }
    const described = tangledParts(graph).map((part) => {
      const loop = shortestLoop(graph, part);
      const steps = loop.slice(1).map((to, at) => shown(edges.get(`${loop[at]} -> ${to}`)!));
      return `${loop.join(' -> ')} (${steps.join('; ')}), in a tangle of ${part.join(', ')}`;
    });
    expect(described).toEqual([]);
  });

  it('keeps apps/api/src/lib below the modules: lib never imports a module', () => {
    expect(libImports.filter((entry) => landing(entry) !== null).map(shown)).toEqual([]);
  });
});
