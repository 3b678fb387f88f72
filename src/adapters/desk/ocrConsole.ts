import type { OcrStatus } from '../../application/ocr/OcrSource';
import { EXPORT_VARIABLES } from '../../domain/ocr/ExportVariable';
import type { OcrAssociations } from '../../domain/ocr/OcrAssociations';
import type { DomainError } from '../../domain/shared/DomainError';
import type { Result } from '../../domain/shared/Result';
import type { OcrOperatorTarget } from './OcrOperatorTarget';

export const OCR_HELP = [
  '  ocr status         the source, its last reading, the associations and every reading (diagnostic)',
  `  ocr associate NAME VARIABLE   reading NAME feeds VARIABLE (${EXPORT_VARIABLES.join('|')});`,
  '                     NAME may hold spaces ("Home Score"); stored at once, save puts it in the project',
  '  ocr dissociate VARIABLE       VARIABLE is fed by its raw name only again',
  '  ocr reset          clear the readings',
  '  scoreboard vendor scoreboard-ocr|none   take OCR readings, or stop (readings cleared, source closed)',
];

const refused = (error: DomainError): string =>
  `refused: ${error.message}${error.details ? ` ${JSON.stringify(error.details)}` : ''}`;

const listed = (list: OcrAssociations): string =>
  list.length === 0
    ? 'Associations: none'
    : `Associations: ${list.map((a) => `${JSON.stringify(a.reading)} -> ${a.variable}`).join(', ')}`;

/** The scoreboard-OCR lines of `status` (the Running indicator). */
export function ocrStatusLines(s: OcrStatus): string[] {
  const table = s.vendor === 'none' ? 'none' : `${s.vendor} (${s.active ? 'active' : 'inactive'})`;
  const source = s.source
    ? `connected from ${s.source.address} since ${s.source.since}${s.source.registered ? ', registered' : ''}`
    : 'none connected';
  return [
    `Scoreboard: ${table}`,
    `OCR source: ${source}; last reading ${s.lastReadingAt === '' ? 'never' : s.lastReadingAt}`,
  ];
}

/** `ocr associate NAME VARIABLE`: the name is everything between, spaces kept, quotes removed. */
function associationOf(line: string): { reading: string; variable: string } | null {
  const m = /^\s*ocr\s+associate\s+(.+?)\s+(\S+)\s*$/.exec(line);
  if (!m) return null;
  const name = (m[1] as string).replace(/^"(.*)"$/, '$1');
  return { reading: name, variable: m[2] as string };
}

async function changed(done: Promise<Result<OcrAssociations, DomainError>>, verb: string): Promise<string> {
  const r = await done;
  return r.ok ? `${verb}; ${listed(r.value)}` : refused(r.error);
}

/** `ocr ...` of the operator console; `line` is the whole line as typed. */
export async function ocrCommand(target: OcrOperatorTarget, line: string): Promise<string> {
  const [, sub = '', ...args] = line.trim().split(/\s+/);
  switch (sub) {
    case 'status': {
      const status = target.ocrStatus();
      const diagnostic = target.ocrDiagnostic();
      const readings = Object.entries(diagnostic.values);
      return [
        ...(status ? ocrStatusLines(status) : []),
        `Applied readings: ${status?.applied ?? 0}`,
        listed(target.associations()),
        readings.length === 0
          ? 'Readings: none'
          : `Readings: ${readings.map(([k, v]) => `${JSON.stringify(k)}=${JSON.stringify(v)}`).join(', ')}`,
      ].join('\n');
    }
    case 'associate': {
      const link = associationOf(line);
      if (!link) return 'usage: ocr associate NAME VARIABLE';
      return changed(target.associate(link.reading, link.variable), `associated ${link.variable}`);
    }
    case 'dissociate':
      if (args.length !== 1) return 'usage: ocr dissociate VARIABLE';
      return changed(target.dissociate(args[0] as string), `dissociated ${args[0]}`);
    case 'reset':
      target.resetOcr();
      return 'OCR readings cleared';
    default:
      return 'usage: ocr status|associate NAME VARIABLE|dissociate VARIABLE|reset';
  }
}

/** `scoreboard vendor scoreboard-ocr|none`. */
export async function scoreboardCommand(target: OcrOperatorTarget, args: readonly string[]): Promise<string> {
  if (args[0] !== 'vendor' || args.length !== 2) return 'usage: scoreboard vendor scoreboard-ocr|none';
  const r = await target.setScoreboardVendor(args[1] as string);
  return r.ok ? (ocrStatusLines(r.value)[0] as string) : refused(r.error);
}
