import { FileHostedSessions, webOrigin } from '../../adapters/settings/FileHostedSessions';
import { WebApiError } from '../../client/web/WebApiError';
import { WebClient } from '../../client/web/WebClient';
import { ClientNetworkError } from '../../client/shared/ClientNetworkError';
import { CliError, parseOptions, type CliIo } from './CliCommand';
import { promptPassword, readFirstLine } from './passwordInput';

export const LOGIN_HELP = `Usage: match-desk local login --web URL --email E [--password-stdin] [--session FILE]
       match-desk local logout --web URL [--session FILE]

Logs the desk in to a hosted Match Desk with the web host's session endpoint (POST /api/session).
The password is prompted for without echo; --password-stdin reads it from standard input instead
(scripts, service managers): its first line, UTF-8, with only the line ending taken off. The session is stored, never the password, in
$XDG_CONFIG_HOME/match-desk/hosted-sessions.json (or ~/.config/...; MATCH_DESK_SESSION_FILE or
--session to choose another file) with mode 0600, one session per hosted origin. The desk then
acts with this user's rights: team restrictions, event-writing rights, the company licence.
logout ends the session on the hosted service and forgets it here.`;

function sessionsOf(file: string | undefined): FileHostedSessions {
  return file === undefined ? new FileHostedSessions() : new FileHostedSessions(file);
}

function originOf(url: string | undefined): string {
  if (url === undefined) throw new CliError('--web URL is required (the hosted Match Desk)');
  try {
    return webOrigin(url);
  } catch (error) {
    throw new CliError(error instanceof Error ? error.message : String(error));
  }
}

function loginFailure(error: unknown, web: string): CliError {
  if (error instanceof WebApiError) return new CliError(`${web} refused the login: ${error.error}`, 1);
  if (error instanceof ClientNetworkError)
    return new CliError(`${web} cannot be reached: ${error.message}`, 1);
  return new CliError(error instanceof Error ? error.message : String(error), 1);
}

export interface LoginInput {
  readonly stdin?: NodeJS.ReadableStream;
}

export async function runLogin(args: readonly string[], io: CliIo, input: LoginInput = {}): Promise<number> {
  const { values } = parseOptions(args, {
    web: { type: 'string' },
    email: { type: 'string' },
    'password-stdin': { type: 'boolean' },
    session: { type: 'string' },
  });
  const web = originOf(values.web);
  if (!values.email) throw new CliError('--email E is required');
  const password = values['password-stdin']
    ? await readFirstLine(input.stdin ?? process.stdin)
    : await promptPassword(`Password for ${values.email} on ${web}: `);
  if (password === '') throw new CliError('the password is empty');
  let login;
  try {
    login = await WebClient.login({ baseUrl: web, email: values.email, password });
  } catch (error) {
    throw loginFailure(error, web);
  }
  const sessions = sessionsOf(values.session);
  const previous = await sessions.find(web);
  await sessions.save({ web, cookie: login.cookie, email: values.email, savedAt: new Date().toISOString() });
  // The session it replaces is ended on the service, not left open for its 12 h (found by QA): a
  // running desk has taken the new one by then, or takes it at the old one's refusal.
  if (previous && previous.cookie !== login.cookie) await endSession(web, previous.cookie, io);
  const companies = login.session.memberships.map((m) => `${m.companyName} (${m.role})`).join(', ');
  io.out(`Logged in to ${web} as ${login.session.user.email}${companies ? `: ${companies}` : ''}.`);
  io.out(`Session stored in ${sessions.location} (mode 0600).`);
  return 0;
}

export async function runLogout(args: readonly string[], io: CliIo): Promise<number> {
  const { values } = parseOptions(args, { web: { type: 'string' }, session: { type: 'string' } });
  const web = originOf(values.web);
  const sessions = sessionsOf(values.session);
  const session = await sessions.find(web);
  if (!session) {
    io.out(`No session stored for ${web}.`);
    return 0;
  }
  await endSession(web, session.cookie, io);
  await sessions.forget(web);
  io.out(`Logged out of ${web}.`);
  return 0;
}

/** Ends a stored session on the hosted service; one that cannot be ended is said, and forgotten. */
async function endSession(web: string, cookie: string, io: CliIo): Promise<void> {
  try {
    await new WebClient({ baseUrl: web, cookie }).logout();
  } catch (error) {
    io.err(
      `The hosted session could not be ended (${error instanceof Error ? error.message : String(error)}); it is forgotten here.`,
    );
  }
}
