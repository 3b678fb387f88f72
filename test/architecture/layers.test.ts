import { expect } from 'chai';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

// ARCHITECTURE.md: imports point inward only; domain and application import no framework,
// driver or Node I/O module.
// Tests run from the repository root (npm test, scripts/dev-test).
const ROOT = process.cwd();
const FORBIDDEN_PACKAGES = [
  'koa',
  'koa-body',
  'ws',
  'typeorm',
  'better-sqlite3',
  'pg',
  'tsyringe',
  'ioredis',
  'redis',
  'class-validator',
  'class-transformer',
  'reflect-metadata',
  'pino',
];
const FORBIDDEN_NODE = [
  'fs',
  'net',
  'http',
  'https',
  'http2',
  'crypto',
  'child_process',
  'dgram',
  'tls',
  'os',
  'worker_threads',
  'cluster',
  'readline',
  'process',
  'timers',
  'path',
];
const INNER_RANK: Record<string, number> = { domain: 0, application: 1, adapters: 2, bootstrap: 3 };

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsFiles(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

function importsOf(source: string): string[] {
  const found: string[] = [];
  const re =
    /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm;
  for (let m = re.exec(source); m; m = re.exec(source)) found.push((m[1] ?? m[2] ?? m[3] ?? m[4]) as string);
  return found;
}

function layerOf(file: string): string {
  return relative(join(ROOT, 'src'), file).split(/[\\/]/)[0] as string;
}

describe('architecture: the layer rule', () => {
  for (const layer of ['domain', 'application']) {
    it(`${layer} imports no framework, driver or Node I/O module`, () => {
      const offenders: string[] = [];
      for (const file of tsFiles(join(ROOT, 'src', layer))) {
        for (const spec of importsOf(readFileSync(file, 'utf8'))) {
          const bare = spec.replace(/^node:/, '');
          const pkg = bare.startsWith('@') ? bare.split('/').slice(0, 2).join('/') : bare.split('/')[0];
          if (spec.startsWith('.')) continue;
          if (
            FORBIDDEN_PACKAGES.includes(pkg as string) ||
            FORBIDDEN_NODE.includes(pkg as string) ||
            (pkg ?? '').startsWith('@koa/') ||
            spec.startsWith('node:')
          ) {
            offenders.push(`${relative(ROOT, file)} imports ${spec}`);
          } else {
            offenders.push(
              `${relative(ROOT, file)} imports package ${spec} (domain/application import only relative modules)`,
            );
          }
        }
      }
      expect(offenders).to.deep.equal([]);
    });
  }

  it('imports point inward only (bootstrap → adapters → application → domain)', () => {
    const offenders: string[] = [];
    for (const file of tsFiles(join(ROOT, 'src'))) {
      const from = INNER_RANK[layerOf(file)];
      if (from === undefined) continue;
      for (const spec of importsOf(readFileSync(file, 'utf8'))) {
        if (!spec.startsWith('.')) continue;
        const target = layerOf(join(file, '..', spec));
        const to = INNER_RANK[target];
        if (to !== undefined && to > from) offenders.push(`${relative(ROOT, file)} imports outward ${spec}`);
      }
    }
    expect(offenders).to.deep.equal([]);
  });
});
