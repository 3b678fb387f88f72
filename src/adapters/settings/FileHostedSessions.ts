import { IsInt, IsString, Matches } from 'class-validator';
import { stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { checkInput } from '../validation/checkInput';
import { Input } from '../validation/Input';
import { InputMap } from '../validation/nested';
import { Optional } from '../validation/Optional';
import { writeFileAtomically } from './atomicWrite';
import { defaultSettingsPath } from './settingsPath';
import { SettingsFileError } from './SettingsFileError';
import { readSettingsText } from './SettingsFileError';

/** A desk's session on a hosted service, as `match-desk local login` stored it. */
export interface HostedSession {
  /** The hosted service's origin, e.g. https://desk.example.com */
  readonly web: string;
  /** `md_session=…`: the cookie POST /api/session set. */
  readonly cookie: string;
  readonly email: string;
  readonly savedAt: string;
}

/** The session file holds secrets: only its owner may read it. */
export const SESSION_FILE_MODE = 0o600;
const SESSION_DIR_MODE = 0o700;
const FORMAT_VERSION = 1;

/**
 * Where the sessions live: `MATCH_DESK_SESSION_FILE`, else `hosted-sessions.json` beside the
 * workstation settings ($XDG_CONFIG_HOME/match-desk/, else ~/.config/match-desk/). Never a
 * project file.
 */
export function defaultSessionPath(env: NodeJS.ProcessEnv = process.env): string {
  const override = env.MATCH_DESK_SESSION_FILE;
  if (override && override.startsWith('/')) return override;
  return join(dirname(defaultSettingsPath(env)), 'hosted-sessions.json');
}

/** One hosted service per origin: https://desk.example.com/ and https://desk.example.com are one. */
export function webOrigin(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new TypeError(`--web takes an http(s) URL, not ${url}`);
  }
  return parsed.origin;
}

type SessionDocument = { version: number; sessions: Record<string, HostedSession> };

const FILE = {
  closed: false,
  code: 'settings_invalid',
  message: 'The session file is invalid.',
  nested: true,
} as const;

/** A cookie as `match-desk local login` stores it: `name=value`, nothing a header cannot carry. */
const COOKIE = /^[!#-+\--:<-~]+=[!#-+\--:<-~]+$/;

@Input(FILE)
class HostedSessionEntry implements HostedSession {
  @IsString() web!: string;
  @IsString()
  @Matches(COOKIE, {
    message: 'cookie must be name=value, with no space, comma, semicolon or control character',
  })
  cookie!: string;
  @IsString() email!: string;
  @IsString() savedAt!: string;
}

/** The session file as read: its fields checked by class-validator, unknown fields ignored. */
@Input(FILE)
class HostedSessionsFile {
  @Optional() @IsInt() version?: number;
  @Optional()
  @InputMap(() => HostedSessionEntry, { notObject: 'must be an object' })
  sessions?: Map<string, HostedSessionEntry>;
}

/** The desk's hosted sessions, one per web origin, in a JSON file written atomically with mode 0600. */
export class FileHostedSessions {
  constructor(readonly location: string = defaultSessionPath()) {}

  async find(web: string): Promise<HostedSession | undefined> {
    return (await this.document()).sessions[webOrigin(web)];
  }

  async save(session: Omit<HostedSession, 'web'> & { web: string }): Promise<void> {
    const doc = await this.document();
    const web = webOrigin(session.web);
    doc.sessions[web] = { ...session, web };
    await this.write(doc);
  }

  async forget(web: string): Promise<boolean> {
    const doc = await this.document();
    const origin = webOrigin(web);
    if (!doc.sessions[origin]) return false;
    delete doc.sessions[origin];
    await this.write(doc);
    return true;
  }

  /** The file's mode bits (0o600 once written). */
  async mode(): Promise<number> {
    return (await stat(this.location)).mode & 0o777;
  }

  private async write(doc: SessionDocument): Promise<void> {
    await writeFileAtomically(this.location, `${JSON.stringify(doc, null, 2)}\n`, {
      mode: SESSION_FILE_MODE,
      dirMode: SESSION_DIR_MODE,
    });
  }

  private async document(): Promise<SessionDocument> {
    let text: string;
    try {
      text = await readSettingsText(this.location);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT')
        return { version: FORMAT_VERSION, sessions: {} };
      throw error;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new SettingsFileError(`The session file ${this.location} is not valid JSON.`);
    }
    const checked = checkInput(HostedSessionsFile, parsed);
    if (!checked.ok) {
      const fields = Object.entries(checked.error.details ?? {}).map(
        ([path, problem]) => `${path}: ${problem}`,
      );
      throw new Error(`The session file ${this.location} is invalid (${fields.join('; ')}).`);
    }
    const sessions: Record<string, HostedSession> = {};
    for (const [origin, entry] of checked.value.sessions ?? []) {
      sessions[origin] = { web: entry.web, cookie: entry.cookie, email: entry.email, savedAt: entry.savedAt };
    }
    return { version: FORMAT_VERSION, sessions };
  }
}
