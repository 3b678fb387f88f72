#!/usr/bin/env node
// Removes compiled files under dist/ whose TypeScript source is gone (a test deleted or moved
// since the last build), so that `npm test`, which runs dist/test/**, never runs a stale test.
// Run from the project's folder (npm scripts are).
'use strict';
const { existsSync, readdirSync, rmSync } = require('node:fs');
const { join, relative } = require('node:path');

const root = process.cwd();
const dist = join(root, 'dist');
const compiled = /(\.d\.ts|\.js)(\.map)?$/;

function prune(folder) {
  if (!existsSync(folder)) return;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      prune(path);
      continue;
    }
    if (!compiled.test(entry.name)) continue;
    const source = join(root, relative(dist, path).replace(compiled, '.ts'));
    if (!existsSync(source)) rmSync(path);
  }
}

for (const top of ['src', 'test', 'bench']) prune(join(dist, top));
