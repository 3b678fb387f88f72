import type { RunningLocalHost } from '../local';
import { startLocalHost } from '../local';
import {
  CliError,
  integerOption,
  parseOptions,
  WS_FLAGS,
  wsFlags,
  wsFlagsHelp,
  type CliCommand,
} from './CliCommand';
import { COPY_SUBCOMMANDS, printCopied } from './keys';
import { LOGIN_HELP, runLogin, runLogout } from './localLogin';
import { FileHostedSessions, webOrigin } from '../../adapters/settings/FileHostedSessions';
import { LiveHostedSession } from '../../adapters/settings/LiveHostedSession';
import type { HostedDeskOptions } from '../hostedDesk';

/**
 * The hosted desk's session for --web (or MATCH_DESK_WEB); none without either. The session file
 * is watched while the desk runs: a new `match-desk local login` is taken without a restart.
 */
async function hostedOptions(
  web: string | undefined,
  sessionFile: string | undefined,
  io: { err(line: string): void },
): Promise<{ options: HostedDeskOptions; session: LiveHostedSession } | undefined> {
  if (web === undefined || web === '') return undefined;
  let origin: string;
  try {
    origin = webOrigin(web);
  } catch (error) {
    // Named, for the value may come from MATCH_DESK_WEB (found by review: "Invalid URL" alone).
    throw new CliError(
      `--web (or MATCH_DESK_WEB) "${web}": ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const sessions = sessionFile === undefined ? new FileHostedSessions() : new FileHostedSessions(sessionFile);
  const session = await sessions.find(origin);
  if (!session) {
    throw new CliError(
      `no session for ${origin} in ${sessions.location}: run \`match-desk local login --web ${origin} --email E\` first`,
      1,
    );
  }
  const live = new LiveHostedSession(sessions, session, {
    onError: (error) =>
      io.err(
        `The session file ${sessions.location} could not be read (${error instanceof Error ? error.message : String(error)}): the desk keeps its session.`,
      ),
  });
  return {
    options: {
      web: origin,
      cookie: live.cookie,
      email: session.email,
      operator: live.email,
      renewals: (listener) => live.onRenewed(listener),
    },
    session: live,
  };
}

const HELP = `Usage: match-desk local [--port 18800] [--project FILE] [--database URL] [--match ID]
       match-desk local --web URL [--match ID] [--session FILE] [--journal FILE]
       match-desk local login --web URL --email E [--password-stdin]
       match-desk local logout --web URL
       match-desk local url | key | ocr-key [--settings FILE]

Runs the local workstation API (/api/v1) over the desk's main window. With no options it uses
the embedded SQLite database (importing the demo data into an empty one), loads the demo's live
football match, listens on 127.0.0.1:18800 and prints the URL and the API key.

Options:
  --port N          listen on N for this run (the settings keep their port)
  --host ADDR       listen on ADDR for this run (default 127.0.0.1, or the chosen network address)
  --project FILE    re-apply the project's localControl; the console's save writes there
  --database URL    sqlite:PATH (default sqlite:./data/match-desk.sqlite) or postgres://...
  --match ID        the match to load into the main window (hosted: its id or sport:championshipId:matchId)
  --web URL         run the desk on a hosted Match Desk instead of the embedded store (default
                    MATCH_DESK_WEB), with the session of \`match-desk local login\`; the console's
                    load lists its championships and matches
  --session FILE    the session file (default $XDG_CONFIG_HOME/match-desk/hosted-sessions.json)
  --journal FILE    the hosted desk's write journal (default MATCH_DESK_JOURNAL, else
                    $XDG_CONFIG_HOME/match-desk/journal/HOST_PORT.jsonl): writes made offline
                    wait there, on disk, and are replayed in order when the link is back
  --settings FILE   the settings file (default $XDG_CONFIG_HOME/match-desk/settings.json)
  --console         run the operator console even when stdin is not a terminal
  --no-console      never run it
${wsFlagsHelp('/api/v1/ws', 64)}

Subcommands (Copy URL / Copy API key): url prints {base_url}, key the local key, ocr-key the OCR
ingress key. SIGTERM or SIGINT stop the host: pending commands finish or fail, the listener closes.

${LOGIN_HELP}`;

/** Resolves once the host has stopped after SIGTERM or SIGINT (or the console's Ctrl+C). */
function untilStopped(host: RunningLocalHost): Promise<number> {
  return new Promise((resolve) => {
    const stop = () => {
      process.off('SIGTERM', stop);
      process.off('SIGINT', stop);
      host.close().then(
        () => resolve(0),
        () => resolve(1),
      );
    };
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
  });
}

export const localCommand: CliCommand = {
  name: 'local',
  usage: 'local [--port N] [--project FILE] [--match ID]',
  summary: 'run the local workstation API; local url|key print them',
  help: HELP,
  async run(args, io) {
    if (args[0] === 'login') return runLogin(args.slice(1), io);
    if (args[0] === 'logout') return runLogout(args.slice(1), io);
    const { values, positionals } = parseOptions(
      args,
      {
        port: { type: 'string' },
        host: { type: 'string' },
        project: { type: 'string' },
        database: { type: 'string' },
        match: { type: 'string' },
        settings: { type: 'string' },
        web: { type: 'string' },
        session: { type: 'string' },
        journal: { type: 'string' },
        console: { type: 'boolean' },
        'no-console': { type: 'boolean' },
        ...WS_FLAGS,
      },
      true,
    );
    const [sub, ...extra] = positionals;
    if (sub !== undefined) {
      if (extra.length > 0 || !Object.hasOwn(COPY_SUBCOMMANDS, sub)) {
        throw new CliError(`unknown arguments: ${positionals.join(' ')} (see match-desk local --help)`);
      }
      return printCopied(sub, values.settings, io);
    }
    const port = integerOption('port', values.port, 0, 65535);
    const ws = wsFlags(values);
    const withConsole = values['no-console'] ? false : (values.console ?? process.stdin.isTTY === true);
    const live = await hostedOptions(values.web ?? process.env.MATCH_DESK_WEB, values.session, io);
    const hosted = live?.options;
    if (hosted && values.database !== undefined)
      throw new CliError('--web and --database exclude each other');
    let host: RunningLocalHost;
    try {
      host = await startLocalHost({
        ...(port === undefined ? {} : { port }),
        ...(values.host === undefined ? {} : { host: values.host }),
        ...(values.project === undefined ? {} : { projectFile: values.project }),
        ...(values.database === undefined ? {} : { databaseUrl: values.database }),
        ...(values.match === undefined ? {} : { matchId: values.match }),
        ...(values.settings === undefined ? {} : { settingsPath: values.settings }),
        ...(hosted ? { hosted } : {}),
        ...(values.journal === undefined ? {} : { journal: { path: values.journal } }),
        console: withConsole,
        ...(ws.maxSessions === undefined && ws.slowClientMs === undefined
          ? {}
          : {
              ws: {
                ...(ws.maxSessions === undefined ? {} : { maxConnections: ws.maxSessions }),
                ...(ws.slowClientMs === undefined ? {} : { slowClientMs: ws.slowClientMs }),
              },
            }),
        print: (line) => io.out(line),
      });
    } catch (error) {
      throw new CliError(error instanceof Error ? error.message : String(error), 1);
    }
    live?.session.start();
    try {
      return await untilStopped(host);
    } finally {
      live?.session.close();
    }
  },
};
