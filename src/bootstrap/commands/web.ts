import { hostLogger } from '../hostLogger';
import { allowedOrigins, databaseUrl, readCacheSize, redactUrl } from '../config';
import { closeOnSignals, DEFAULT_WEB_HOST, DEFAULT_WEB_PORT, startWebHost } from '../web';
import {
  CliError,
  integerOption,
  parseOptions,
  WS_FLAGS,
  wsFlags,
  wsFlagsHelp,
  type CliCommand,
} from './CliCommand';

const HELP = `Usage: match-desk web [--port ${DEFAULT_WEB_PORT}] [--host ${DEFAULT_WEB_HOST}] [--database URL] [--demo] [--cache-size 64MiB]

Serves the hosted web API (/api/{sport}/...), sessions, token management, the administrator
token page (/account/tokens) and the notifications WebSocket (/api/notifications).

Options:
  --port N         listening port (default ${DEFAULT_WEB_PORT}; 0 picks a free one)
  --host ADDRESS   listening address (default ${DEFAULT_WEB_HOST}; 0.0.0.0 behind a load balancer)
  --database URL   sqlite:PATH (default sqlite:./data/match-desk.sqlite) or postgres://...
  --demo           on first start, import the demo company and print a demo administrator
                   login and a demo read+write token, once
  --trust-proxy    read X-Forwarded-* (only behind a proxy you control)
  --allow-origin O let browser pages of origin O (scheme://host[:port]) call /api/{sport}/...
                   with a token (CORS; once per origin; never *). Also MATCH_DESK_ALLOWED_ORIGINS
                   (comma-separated)
  --cache-size N   memory kept for answers of reads, e.g. 64MiB (the default), 512KiB, 1GiB;
                   0 keeps none. Also MATCH_DESK_CACHE_SIZE
  --redis URL      count the rate limits in this Redis (or MATCH_DESK_REDIS_URL), shared by every
                   instance; without it they are shared through PostgreSQL, in memory on SQLite
${wsFlagsHelp('/api/notifications', 1024)}

Logs are JSON lines (pino) on stdout. SIGTERM or SIGINT stops gracefully.`;

export const webCommand: CliCommand = {
  name: 'web',
  usage: 'web [--port N] [--demo]',
  summary: 'run the hosted web API',
  help: HELP,
  async run(args, io) {
    const { values } = parseOptions(args, {
      port: { type: 'string' },
      host: { type: 'string' },
      database: { type: 'string' },
      demo: { type: 'boolean' },
      'trust-proxy': { type: 'boolean' },
      'allow-origin': { type: 'string', multiple: true },
      'cache-size': { type: 'string' },
      redis: { type: 'string' },
      ...WS_FLAGS,
    });
    const cacheSize = readCacheSize(values['cache-size']);
    if ('error' in cacheSize) throw new CliError(cacheSize.error);
    const ws = wsFlags(values);
    const origins = allowedOrigins(values['allow-origin']);
    if ('error' in origins) throw new CliError(origins.error);
    const redis = values.redis ?? process.env.MATCH_DESK_REDIS_URL;
    const port = integerOption('port', values.port, 0, 65535) ?? DEFAULT_WEB_PORT;
    const url = databaseUrl(values.database);
    const logger = hostLogger('match-desk-web');
    const host = await startWebHost({
      port,
      host: values.host ?? DEFAULT_WEB_HOST,
      databaseUrl: url,
      logger,
      demo: values.demo ?? false,
      print: (line) => io.err(line),
      trustProxy: values['trust-proxy'] ?? false,
      allowedOrigins: origins.origins,
      ...(cacheSize.bytes === undefined ? {} : { readCacheBytes: cacheSize.bytes }),
      ...(redis ? { redisUrl: redis } : {}),
      ...(ws.maxSessions === undefined ? {} : { maxWsSessions: ws.maxSessions }),
      ...(ws.slowClientMs === undefined ? {} : { slowClientMs: ws.slowClientMs }),
    });
    io.err(`Match Desk web API on ${host.url} (database ${redactUrl(url)})`);
    io.err(`Health: ${host.url}/api/health  Token page: ${host.url}/account/tokens`);
    return new Promise<number>((resolve) => {
      closeOnSignals(host, logger, (code) => resolve(code));
    });
  },
};
