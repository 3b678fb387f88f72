// The load side of ocr-to-overlay, in the worker thread: one OCR source and N overlay clients.
// Each reading carries a sequence number among its values (`bench_seq`); a client's receipt of
// a state that holds sequence m delivers every reading up to m it had not seen (latest wins),
// so the latency of reading k on a client is the receipt of the first state with a sequence ≥ k
// minus the send of k. Source and clients share this thread's clock.
import WebSocket from 'ws';
import { nowMs, Samples } from './latency';

export const SEQ_NAME = 'bench_seq';
const MARKER = Buffer.from(`"${SEQ_NAME}":"`);

export type OcrPhase =
  | { readonly kind: 'rate'; readonly label: string; readonly perSecond: number; readonly durationMs: number }
  /** As fast as accepted: at most `window` readings not yet on every client; `readings` caps the count. */
  | {
      readonly kind: 'max';
      readonly label: string;
      readonly window: number;
      readonly durationMs: number;
      readonly readings?: number;
    };

export interface OcrPlan {
  readonly overlayUrl: string;
  readonly overlayHeaders: Readonly<Record<string, string>>;
  readonly sourceUrl: string;
  readonly clients: number;
  readonly phases: readonly OcrPhase[];
  /** Wait this long at most for the last reading to reach every client. */
  readonly drainMs: number;
}

export interface OcrPhaseResult {
  readonly label: string;
  readonly latencies: Float64Array;
  readonly readings: number;
  readonly durationMs: number;
  /** Readings whose state reached every client, per second of the phase. */
  readonly readingsPerSecond: number;
  /** Bytes of state messages a client received, per reading sent, averaged over the clients. */
  readonly bytesPerReadingPerClient: number;
  /** State messages a client received per reading sent (below 1: readings were coalesced). */
  readonly statesPerReading: number;
  /** Readings missing on some client after the drain. */
  readonly undelivered: number;
}

/** Sequence numbers keep growing across the tasks of this thread, so old values never count. */
let nextSeq = 1;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function seqOf(data: Buffer): number | null {
  const at = data.indexOf(MARKER);
  if (at === -1) return null;
  let n = 0;
  for (let i = at + MARKER.length; i < data.length; i += 1) {
    const c = data[i] as number;
    if (c < 48 || c > 57) break;
    n = n * 10 + (c - 48);
  }
  return n;
}

function open(url: string, headers: Readonly<Record<string, string>>, first: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers, perMessageDeflate: false });
    socket.once('unexpected-response', (_req, res) =>
      reject(new Error(`${url}: upgrade refused ${res.statusCode}`)),
    );
    socket.once('error', reject);
    const onMessage = (data: Buffer) => {
      if (!data.includes(`"type":"${first}"`)) return;
      socket.off('message', onMessage);
      resolve(socket);
    };
    socket.on('message', onMessage);
    if (first === 'registered')
      socket.once('open', () => socket.send(JSON.stringify({ type: 'register', role: 'ocr' })));
  });
}

/** The OCR input takes one source at a time: a 409 right after the previous one left is retried. */
async function openSource(url: string): Promise<WebSocket> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await open(url, {}, 'registered');
    } catch (error) {
      if (attempt >= 50 || !String(error).includes('409')) throw error;
      await sleep(20);
    }
  }
}

function reading(seq: number): string {
  const minute = Math.floor(seq / 60) % 90;
  return JSON.stringify({
    type: 'ocr',
    values: {
      Time: `${String(minute).padStart(2, '0')}:${String(seq % 60).padStart(2, '0')}`,
      'Home Score': String(seq % 7),
      'Away Score': String(seq % 5),
      Period: '2',
      [SEQ_NAME]: seq,
    },
  });
}

interface Tracking {
  base: number;
  sent: number[];
  latencies: Samples;
  bytes: number;
  states: number;
}

export async function runOcrOverlay(plan: OcrPlan): Promise<OcrPhaseResult[]> {
  const clients = await Promise.all(
    Array.from({ length: plan.clients }, () => open(plan.overlayUrl, plan.overlayHeaders, 'ready')),
  );
  const source = await openSource(plan.sourceUrl);
  const lastSeen = clients.map(() => 0);
  let tracking: Tracking | null = null;
  let wake: (() => void) | null = null;
  const minSeen = () => lastSeen.reduce((a, b) => Math.min(a, b), Number.POSITIVE_INFINITY);
  for (const [c, client] of clients.entries()) {
    client.on('message', (data: Buffer) => {
      const at = nowMs();
      const seq = seqOf(data);
      const t = tracking;
      if (t && data.includes('"type":"state"')) {
        t.bytes += data.length;
        t.states += 1;
      }
      if (seq === null || seq <= (lastSeen[c] as number)) return;
      if (t) {
        for (let k = Math.max(lastSeen[c] as number, t.base - 1) + 1; k <= seq; k += 1) {
          const sent = t.sent[k - t.base];
          if (sent !== undefined) t.latencies.add(at - sent);
        }
      }
      lastSeen[c] = seq;
      wake?.();
    });
  }
  const send = (t: Tracking) => {
    const seq = nextSeq++;
    t.sent[seq - t.base] = nowMs();
    source.send(reading(seq));
    return seq;
  };
  const results: OcrPhaseResult[] = [];
  try {
    for (const phase of plan.phases) {
      const t: Tracking = { base: nextSeq, sent: [], latencies: new Samples(), bytes: 0, states: 0 };
      tracking = t;
      const start = nowMs();
      const end = start + phase.durationMs;
      let last = t.base - 1;
      if (phase.kind === 'rate') {
        const period = 1000 / phase.perSecond;
        for (let i = 0; start + i * period < end; i += 1) {
          const due = start + i * period;
          const wait = due - nowMs();
          if (wait > 0) await sleep(wait);
          last = send(t);
        }
      } else {
        const cap = phase.readings === undefined ? Number.POSITIVE_INFINITY : t.base + phase.readings - 1;
        while (nowMs() < end && last < cap) {
          // A state sent before this task's handlers were attached is missed: count from the phase start.
          if (last - Math.max(minSeen(), t.base - 1) < phase.window) {
            last = send(t);
            continue;
          }
          await new Promise<void>((resolve) => {
            wake = resolve;
            setTimeout(resolve, 50);
          });
          wake = null;
        }
      }
      const sentUntil = nowMs();
      const drainUntil = sentUntil + plan.drainMs;
      while (minSeen() < last && nowMs() < drainUntil) await sleep(2);
      const doneAt = nowMs();
      tracking = null;
      const readings = last - t.base + 1;
      const delivered = Math.min(last, minSeen()) - t.base + 1;
      results.push({
        label: phase.label,
        latencies: t.latencies.toArray(),
        readings,
        durationMs: Math.round(doneAt - start),
        readingsPerSecond: Math.round((delivered / (doneAt - start)) * 1000 * 10) / 10,
        bytesPerReadingPerClient: Math.round(t.bytes / clients.length / Math.max(1, readings)),
        statesPerReading: Math.round((t.states / clients.length / Math.max(1, readings)) * 1000) / 1000,
        undelivered: readings - Math.max(0, delivered),
      });
    }
  } finally {
    source.terminate();
    for (const client of clients) client.terminate();
  }
  return results;
}
