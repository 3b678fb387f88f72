import { expect } from 'chai';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

// The client is what integrators import (match-desk/client): it may use node modules and `ws`,
// and only the types of the domain's published shapes; never the hosts' code (koa, typeorm,
// adapters, application, bootstrap).
const ROOT = process.cwd();
const CLIENT = join(ROOT, 'src', 'client');

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsFiles(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

interface Import {
  readonly spec: string;
  readonly typeOnly: boolean;
}

function importsOf(source: string): Import[] {
  const found: Import[] = [];
  const re = /^\s*(import|export)\s+(type\s+)?[^'"]*?from\s+['"]([^'"]+)['"]/gm;
  for (let m = re.exec(source); m; m = re.exec(source))
    found.push({ spec: m[3] as string, typeOnly: !!m[2] });
  return found;
}

function offence(file: string, { spec, typeOnly }: Import): string | null {
  if (spec.startsWith('node:') || spec === 'ws') return null;
  if (!spec.startsWith('.')) return `imports the package ${spec}`;
  const target = relative(join(ROOT, 'src'), join(file, '..', spec)).split(sep);
  if (target[0] === 'client') return null;
  if (target[0] === 'domain' && typeOnly) return null;
  return `imports ${spec}${target[0] === 'domain' ? ' (only types of the domain)' : ''}`;
}

describe('the client package imports', () => {
  it('uses only node modules, ws, its own files and types of the domain', () => {
    const offenders = tsFiles(CLIENT).flatMap((file) =>
      importsOf(readFileSync(file, 'utf8')).flatMap((i) => {
        const problem = offence(file, i);
        return problem ? [`${relative(ROOT, file)} ${problem}`] : [];
      }),
    );
    expect(offenders).to.deep.equal([]);
  });
});
