#!/usr/bin/env node
'use strict';
// `npm run fuzz -- [--minutes N] [--grep TEXT] [--seed S [--path P]]`: runs the fuzz suites of
// `npm test` (dist/test/fuzz/*.fuzz.test.js) for longer. Every property's time budget grows in
// proportion so that all of them together take about N minutes (default 5), with no cap on
// runs. A failure prints its seed and path; --seed (and --path) replay it (also read from
// MATCH_DESK_FUZZ_SEED and MATCH_DESK_FUZZ_PATH). npm runs it from the project's folder.
const { spawnSync } = require('node:child_process');
const { join } = require('node:path');

const usage = 'usage: npm run fuzz -- [--minutes N] [--grep TEXT] [--seed S [--path P]]';
const args = process.argv.slice(2);
const options = { minutes: '5' };
for (let i = 0; i < args.length; i += 1) {
  const name = args[i];
  const value = args[i + 1];
  if (!['--minutes', '--grep', '--seed', '--path'].includes(name) || value === undefined) {
    console.error(`${name === '--help' ? '' : `unknown or incomplete option ${name}\n`}${usage}`);
    process.exit(name === '--help' ? 0 : 2);
  }
  options[name.slice(2)] = value;
  i += 1;
}
const minutes = Number(options.minutes);
if (!Number.isFinite(minutes) || minutes <= 0) {
  console.error(`--minutes must be a positive number\n${usage}`);
  process.exit(2);
}

const env = { ...process.env, MATCH_DESK_FUZZ_MINUTES: String(minutes) };
if (options.seed !== undefined) env.MATCH_DESK_FUZZ_SEED = options.seed;
if (options.path !== undefined) env.MATCH_DESK_FUZZ_PATH = options.path;

const root = process.cwd();
const mocha = [
  join(root, 'node_modules', 'mocha', 'bin', 'mocha.js'),
  '--no-config',
  '--require',
  join(root, 'dist', 'test', 'setup.js'),
  '--timeout',
  '0',
  '--exit',
  ...(options.grep === undefined ? [] : ['--grep', options.grep]),
  join(root, 'dist', 'test', 'fuzz', '**', '*.fuzz.test.js'),
];
console.log(
  `Fuzzing for about ${minutes} minute(s)${env.MATCH_DESK_FUZZ_SEED ? ` from seed ${env.MATCH_DESK_FUZZ_SEED}` : ''}.`,
);
const run = spawnSync(process.execPath, mocha, { cwd: root, env, stdio: 'inherit' });
process.exit(run.status ?? 1);
