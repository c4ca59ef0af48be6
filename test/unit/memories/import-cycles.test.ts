import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const FOLDER = resolve(dirname(fileURLToPath(import.meta.url)), '../../../lambdas/domain/memories');

/** The relative imports (type-only ones too: a cycle of types is still a cycle) among a folder's files. */
function importsWithin(folder: string): Map<string, string[]> {
  const files = readdirSync(folder).filter((name) => name.endsWith('.ts')).map((name) => join(folder, name));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const specifiers = [...readFileSync(file, 'utf8').matchAll(/(?:import|export)\b[^;]*?\bfrom\s+'(\.[^']+)'/g)].map((match) => resolve(dirname(file), match[1]!));
    graph.set(file, specifiers.map((path) => (existsSync(`${path}.ts`) ? `${path}.ts` : join(path, 'index.ts'))).filter((path) => files.includes(path)));
  }
  return graph;
}

function cyclesOf(graph: Map<string, string[]>): string[][] {
  const state = new Map<string, 'open' | 'done'>();
  const cycles: string[][] = [];
  const visit = (file: string, path: string[]) => {
    state.set(file, 'open');
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) visit(next, path);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file, []);
  return cycles.map((cycle) => cycle.map((file) => relative(FOLDER, file)));
}

describe('memories modules', () => {
  it('import one another without a cycle (the shared types live in types.ts)', () => {
    const graph = importsWithin(FOLDER);
    expect(graph.size).toBeGreaterThan(2);
    expect(cyclesOf(graph)).toEqual([]);
  });
});
