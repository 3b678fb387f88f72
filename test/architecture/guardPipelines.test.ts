import { expect } from 'chai';
import { dirname, join, normalize } from 'node:path';
import type { Source } from './support/sources';
import { sourcesUnder } from './support/sources';

// Issue 13, "One guard pipeline": each host runs one pipeline (Host → Origin → credential → rate)
// for its HTTP requests and its WebSocket upgrades. The guards themselves are called by the
// pipeline modules only; the HTTP middleware and the upgrade handlers are wrappers over them.

const PIPELINES = {
  local: 'src/adapters/http/local/guards/LocalGuards.ts',
  web: 'src/adapters/http/web/guards/WebGuards.ts',
} as const;

/** The guards: each module a step (or steps) of a pipeline. */
const STEP_FOLDERS = [
  'src/adapters/http/guards/steps/',
  'src/adapters/http/local/guards/',
  'src/adapters/http/web/guards/',
];

/** In the step folders, the modules that are no step: the pipelines and their state types. */
const NOT_STEPS = [
  PIPELINES.local,
  PIPELINES.web,
  'src/adapters/http/local/guards/LocalState.ts',
  'src/adapters/http/web/guards/WebGuardState.ts',
];

/** Where each host's requests and upgrades enter its pipeline. */
const ENTRIES = {
  local: {
    http: ['src/adapters/http/local/localGuard.ts'],
    upgrade: ['src/adapters/ws/local/DeskSocket.ts', 'src/adapters/ocr/OcrIngress.ts'],
  },
  web: {
    http: [
      'src/adapters/http/web/createWebApp.ts',
      'src/adapters/http/web/apiRouter.ts',
      'src/adapters/http/web/account/sessionRouter.ts',
      'src/adapters/http/web/account/tokenRouter.ts',
      'src/adapters/http/web/account/pageRouter.ts',
    ],
    upgrade: ['src/adapters/http/web/NotificationsSocket.ts'],
  },
} as const;

const SOURCES = sourcesUnder('src');

const isStep = (path: string): boolean =>
  STEP_FOLDERS.some((folder) => path.startsWith(folder)) && !NOT_STEPS.includes(path);

/** The repository paths a source imports (relative imports only), with `.ts`. */
function importsOf(source: Source): string[] {
  return [...source.code.matchAll(/from\s+'(\.[^']+)'/g)].map((m) =>
    normalize(join(dirname(source.path), `${m[1]}.ts`))
      .split(/[\\/]/)
      .join('/'),
  );
}

const codeOf = (path: string): string => {
  const source = SOURCES.find((s) => s.path === path);
  if (!source) throw new Error(`${path} is gone: update this test`);
  return source.code;
};

describe('architecture: one guard pipeline per host, for HTTP and upgrades (issue 13)', () => {
  it('finds the guards it watches', () => {
    const steps = SOURCES.filter((s) => isStep(s.path)).map((s) => s.path);
    expect(steps).to.include.members([
      'src/adapters/http/guards/steps/singleHost.ts',
      'src/adapters/http/guards/steps/requestRate.ts',
      'src/adapters/http/guards/steps/socketCap.ts',
      'src/adapters/http/local/guards/network.ts',
      'src/adapters/http/local/guards/localKey.ts',
      'src/adapters/http/local/guards/ingressKey.ts',
      'src/adapters/http/web/guards/origin.ts',
      'src/adapters/http/web/guards/credentials.ts',
    ]);
  });

  it('lets only the pipeline modules (and other guards) call a guard', () => {
    const callers = SOURCES.flatMap((source) =>
      importsOf(source)
        .filter(isStep)
        .filter(() => !isStep(source.path) && !Object.values<string>(PIPELINES).includes(source.path))
        .map((step) => `${source.path} imports the guard ${step}`),
    );
    expect(callers).to.deep.equal([]);
  });

  for (const [host, entries] of Object.entries(ENTRIES)) {
    const pipeline = host === 'local' ? 'LocalGuards' : 'WebGuards';
    it(`runs the ${host} host's HTTP requests and its upgrades through the same pipeline, ${pipeline}`, () => {
      for (const path of [...entries.http, ...entries.upgrade]) {
        expect(codeOf(path), path).to.match(new RegExp(`\\b${pipeline}\\b`));
        expect(codeOf(path), `${path} runs a route of the pipeline`).to.match(
          /\.(check|http|enter)\(|guardRequest\(/,
        );
      }
      for (const path of entries.upgrade) {
        expect(codeOf(path), `${path} answers refusals through guardUpgrade`).to.match(/\bguardUpgrade\(/);
      }
    });
  }

  it('builds one pipeline per host, in its composition root, shared by the app and the sockets', () => {
    const local = codeOf('src/bootstrap/local.ts');
    expect(local.match(/new LocalGuards\(/g) ?? []).to.have.length(1);
    const web = codeOf('src/bootstrap/web.ts');
    expect(web.match(/new WebGuards\(/g) ?? []).to.have.length(1);
    const built = SOURCES.filter((s) => /new (Local|Web)Guards\(/.test(s.code)).map((s) => s.path);
    expect(built).to.deep.equal(['src/bootstrap/local.ts', 'src/bootstrap/web.ts']);
  });

  it('keeps the work of a guard inside the guards: counting Host headers, comparing keys, checking origins', () => {
    const outside = (pattern: RegExp, allowed: readonly string[]) =>
      SOURCES.filter((s) => s.path.startsWith('src/adapters/http') || s.path.startsWith('src/adapters/ws'))
        .filter((s) => pattern.test(s.code) && !allowed.includes(s.path))
        .map((s) => s.path);
    expect(outside(/\brawHeaders\b/, ['src/adapters/http/guards/RequestView.ts'])).to.deep.equal([]);
    expect(outside(/\btimingSafeEqual\b/, ['src/adapters/http/local/guards/localKey.ts'])).to.deep.equal([]);
    expect(outside(/\bnew URL\(origin\)/, ['src/adapters/http/web/guards/origin.ts'])).to.deep.equal([]);
    expect(
      outside(/\bnormalizedOrigin\(/, [
        'src/adapters/http/local/guards/network.ts',
        'src/adapters/http/web/guards/origin.ts',
        // the allowed origins of the settings, normalized once per Apply
        'src/adapters/http/local/accessOf.ts',
      ]),
    ).to.deep.equal([]);
  });
});
