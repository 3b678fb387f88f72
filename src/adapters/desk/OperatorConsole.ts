import { createInterface, type Interface } from 'node:readline';
import type { SettingsPatch } from '../../application/desk/settings/ApplySettings';
import type { DomainError } from '../../domain/shared/DomainError';
import type { Result } from '../../domain/shared/Result';
import { settingPatch, SETTING_NAMES } from './consoleSettings';
import type { HostedOperatorTarget } from './HostedOperatorTarget';
import { conflictLines, hostedStatusLine, listingLines } from './HostedOperatorTarget';
import type { OcrOperatorTarget } from './OcrOperatorTarget';
import { ocrCommand, ocrStatusLines, OCR_HELP, scoreboardCommand } from './ocrConsole';
import { statusOf } from '../errors/errorMap';
import type { LocalHostStatus, OperatorTarget } from './OperatorTarget';

export const CONSOLE_HELP = [
  'Commands:',
  '  load ID            load match ID into the main window',
  '  load               hosted desk (--web): list the hosted championships and matches',
  `  unload             unload the match (clients get ${statusOf('match_unavailable')})`,
  '  edit on|off        enter or leave edit mode',
  `  set NAME VALUE     change a Local API setting before apply (${SETTING_NAMES.join(', ')};`,
  '                     on/off for flags, comma lists, - for empty)',
  '  apply              store the settings on the workstation and restart the listener',
  '  save [FILE]        write localControl (no keys) into the project file',
  '  keys rotate        new local and OCR ingress keys',
  '  status             address and port, protection, loaded match, connected clients, OCR source',
  ...OCR_HELP,
  '  conflicts [clear]  hosted desk: writes queued offline that were not applied; clear once handled',
  '  help               this list',
].join('\n');

/** The Running indicator as lines. */
export function statusLines(s: LocalHostStatus): string[] {
  const running = s.running
    ? `Running: ${s.url} (${s.network ? 'network access on' : 'this workstation only'})`
    : 'Stopped: Enable API is off';
  const match = s.match
    ? `${s.match.contextKey} ${s.match.home} v ${s.match.away}${s.match.editing ? ' (edit mode)' : ''}`
    : 'none loaded';
  return [
    running,
    `Protection: ${s.protected ? 'API key required' : 'none (Require API key is off)'}`,
    `Match: ${match}`,
    `Clients: ${s.clients}`,
    `Pending commands: ${s.pendingCommands}`,
    ...(s.ocr ? ocrStatusLines(s.ocr) : []),
  ];
}

const said = <T>(r: Result<T, DomainError>, done: (v: T) => string): string =>
  r.ok
    ? done(r.value)
    : `refused: ${r.error.message}${r.error.details ? ` ${JSON.stringify(r.error.details)}` : ''}`;

/**
 * The operator console on a line stream, standing in for the desktop window. It is optional:
 * when the stream ends (stdin closed, a service) the host keeps running.
 */
export class OperatorConsole {
  private draft: SettingsPatch = {};
  private lines: Interface | undefined;

  constructor(
    private readonly target: OperatorTarget,
    private readonly print: (line: string) => void,
    /** The scoreboard-OCR commands (`ocr ...`, `scoreboard ...`), when the host has that input. */
    private readonly ocr?: OcrOperatorTarget,
    /** The hosted service, when the desk runs on one (`match-desk local --web URL`). */
    private readonly hosted?: HostedOperatorTarget,
  ) {}

  /** Reads commands from `input` until it ends; Ctrl+C on a terminal calls `onInterrupt`. */
  attach(input: NodeJS.ReadableStream, onInterrupt: () => void, terminal = false): void {
    const lines = createInterface({ input, terminal, crlfDelay: Infinity });
    this.lines = lines;
    lines.on('SIGINT', onInterrupt);
    let queue = Promise.resolve();
    lines.on('line', (line) => {
      queue = queue.then(async () => {
        let answer: string;
        try {
          answer = await this.run(line);
        } catch (error) {
          // A command that throws (a file it cannot write, a system error) is refused; the desk
          // goes on (found by review: `save` to a folder ended the process with a stack trace).
          answer = `refused: ${error instanceof Error ? error.message : String(error)}`;
        }
        if (answer !== '') this.print(answer);
      });
    });
    lines.on('close', () => {
      this.lines = undefined;
    });
  }

  detach(): void {
    this.lines?.close();
  }

  /** Runs one command line and returns what to print. */
  async run(line: string): Promise<string> {
    const [command = '', ...args] = line.trim().split(/\s+/);
    const t = this.target;
    switch (command) {
      case '':
        return '';
      case 'load':
        if (args.length === 0 && this.hosted) {
          return said(await this.hosted.listings(), (l) => listingLines(l).join('\n'));
        }
        if (args.length !== 1) return 'usage: load ID';
        return said(await t.load(args[0] as string), (v) => `loaded ${v.contextKey}`);
      case 'unload':
        return said(t.unload(), (v) => `unloaded ${v.contextKey}`);
      case 'edit':
        if (args[0] !== 'on' && args[0] !== 'off') return 'usage: edit on|off';
        return said(t.setEditing(args[0] === 'on'), (v) => `edit mode ${args[0]} for ${v.contextKey}`);
      case 'set':
        return this.set(args);
      case 'apply': {
        const applied = await t.apply(this.draft);
        if (applied.ok) this.draft = {};
        return said(applied, (s) => ['applied', ...statusLines(s)].join('\n'));
      }
      case 'save':
        return said(await t.save(args[0]), (file) => `saved localControl (without keys) to ${file}`);
      case 'keys':
        if (args[0] !== 'rotate') return 'usage: keys rotate';
        return `new local key: ${await t.rotateKeys()}`;
      case 'status':
        return [...statusLines(t.status()), ...(this.hosted ? [hostedStatusLine(this.hosted)] : [])].join(
          '\n',
        );
      case 'ocr':
        return this.ocr ? ocrCommand(this.ocr, line) : 'this host has no OCR input';
      case 'scoreboard':
        return this.ocr ? scoreboardCommand(this.ocr, args) : 'this host has no OCR input';
      case 'conflicts':
        return this.conflicts(args);
      case 'help':
        return CONSOLE_HELP;
      default:
        return `unknown command ${command}; type help`;
    }
  }

  private async conflicts(args: string[]): Promise<string> {
    const journal = this.hosted?.writeConflicts;
    if (!journal) return 'no write journal: the desk is not running on a hosted service';
    if (args.length === 0) return conflictLines(journal.list()).join('\n');
    if (args[0] !== 'clear' || args.length > 1) return 'usage: conflicts [clear]';
    const cleared = await journal.clear();
    return `cleared ${cleared} write conflict${cleared === 1 ? '' : 's'}`;
  }

  private set(args: string[]): string {
    const [name, ...rest] = args;
    if (!name || rest.length === 0) return 'usage: set NAME VALUE';
    const patch = settingPatch(name, rest.join(' '));
    if (typeof patch === 'string') return patch;
    this.draft = { ...this.draft, ...patch };
    return `${name} will change on apply`;
  }
}
