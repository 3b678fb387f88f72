import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The TypeScript files under `dir`, recursively. */
export function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsFiles(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

/** Source text without its comments, so that a number or a name in a comment is no code. */
export function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

export interface Source {
  /** The path from the repository root, with forward slashes. */
  readonly path: string;
  readonly code: string;
}

/** Every source file under `dir` (from the repository root; tests run there), comments removed. */
export function sourcesUnder(dir: string): Source[] {
  const root = process.cwd();
  return tsFiles(join(root, dir)).map((file) => ({
    path: relative(root, file).split(/[\\/]/).join('/'),
    code: withoutComments(readFileSync(file, 'utf8')),
  }));
}
