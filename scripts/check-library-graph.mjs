// The libraries' import graph only points down: `npm run lint` fails when a library imports a
// library that imports it back, directly or through others, whichever files the imports are in.
// dependency-cruiser resolves every import (tsconfig paths included; .dependency-cruiser.cjs also
// refuses circles between files); this script folds its module graph into a graph of libraries.
// `node scripts/check-library-graph.mjs --print` lists the library edges.
import { cruise } from 'dependency-cruiser';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const config = require('../.dependency-cruiser.cjs');
const libraryOf = (path) => /^libs\/([^/]+)\//.exec(path)?.[1];

const { output } = await cruise(['libs'], { ...config.options, validate: false, ruleSet: undefined }, undefined, {
  tsConfig: require('../tsconfig.json'),
});

/** library → (library it imports → one importing file and the file it imports, as an example) */
const edges = new Map();
for (const module of output.modules) {
  const from = libraryOf(module.source);
  if (!from) continue;
  for (const dependency of module.dependencies) {
    const to = libraryOf(dependency.resolved);
    if (!to || to === from) continue;
    if (!edges.has(from)) edges.set(from, new Map());
    if (!edges.get(from).has(to)) edges.get(from).set(to, `${module.source} → ${dependency.resolved}`);
  }
}

if (process.argv.includes('--print')) {
  for (const [from, targets] of [...edges].sort()) console.log(`${from} → ${[...targets.keys()].sort().join(', ')}`);
}

// Tarjan's strongly connected components: any component of two or more libraries is a cycle.
const libraries = [...new Set([...edges.keys(), ...[...edges.values()].flatMap((t) => [...t.keys()])])];
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const cycles = [];
let next = 0;
function visit(library) {
  index.set(library, next);
  low.set(library, next++);
  stack.push(library);
  onStack.add(library);
  for (const target of edges.get(library)?.keys() ?? []) {
    if (!index.has(target)) {
      visit(target);
      low.set(library, Math.min(low.get(library), low.get(target)));
    } else if (onStack.has(target)) low.set(library, Math.min(low.get(library), index.get(target)));
  }
  if (low.get(library) === index.get(library)) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== library);
    if (component.length > 1) cycles.push(component.sort());
  }
}
for (const library of libraries) if (!index.has(library)) visit(library);

if (cycles.length === 0) {
  console.log(`library graph: ${libraries.length} libraries, no cycle`);
} else {
  for (const cycle of cycles) {
    console.error(`libraries that import each other: ${cycle.join(', ')}`);
    for (const from of cycle) {
      for (const [to, example] of edges.get(from) ?? []) if (cycle.includes(to)) console.error(`  ${from} → ${to}: ${example}`);
    }
  }
  process.exitCode = 1;
}
