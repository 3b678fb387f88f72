import { execFileSync } from 'node:child_process';
import { cpus, loadavg, release, totalmem, type } from 'node:os';

export interface Machine {
  readonly os: string;
  readonly cpu: string;
  readonly cores: number;
  readonly memoryGiB: number;
  readonly node: string;
  /** 1-minute load average when the benchmark started: the shared machine's noise. */
  readonly loadAverage: number;
}

export function machine(): Machine {
  const cores = cpus();
  return {
    os: `${type()} ${release()}`,
    cpu: cores[0]?.model.trim() ?? 'unknown',
    cores: cores.length,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    loadAverage: Math.round((loadavg()[0] ?? 0) * 100) / 100,
  };
}

export interface Commit {
  readonly id: string;
  /** Files of src/ and bench/ that differ from the commit (others' work in progress included). */
  readonly uncommitted: number;
}

export function commit(root: string): Commit {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  try {
    const id = git('rev-parse', '--short=10', 'HEAD');
    const changed = git('status', '--porcelain', '--', 'src', 'bench/*.ts', 'bench/**/*.ts');
    return { id, uncommitted: changed === '' ? 0 : changed.split('\n').length };
  } catch {
    return { id: 'unknown', uncommitted: 0 };
  }
}
