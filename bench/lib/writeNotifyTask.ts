// The load side of web-write-and-notify, in the worker thread: N session sockets on
// /api/notifications, and writers posting update_match_event, each to a match of its own. The
// i-th match_event a socket receives for a match belongs to the i-th write of that match's
// writer (one writer per match, messages in order per socket), so every receipt is matched to
// its write without trusting the server's clock.
import WebSocket from 'ws';
import { HttpClient } from './httpClient';
import { nowMs, Samples } from './latency';

export interface Writer {
  readonly matchId: string;
  readonly clubId: string;
  readonly playerId: string;
}

export interface WriteNotifyPlan {
  readonly baseUrl: string;
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
  /** One Cookie header per socket (sessions may be shared by several sockets). */
  readonly socketCookies: readonly string[];
  readonly writers: readonly Writer[];
  readonly warmupMs: number;
  readonly durationMs: number;
  /** How long to wait for the last notifications after the last write. */
  readonly drainMs: number;
}

export interface WriteNotifyResult {
  readonly writeLatencies: Float64Array;
  readonly windowMs: number;
  /** Receipt − the write's 200, one sample per socket per measured write (negative: before the 200). */
  readonly afterAnswer: Float64Array;
  /** Receipt − the write's send. */
  readonly afterSend: Float64Array;
  readonly writes: number;
  readonly expectedDeliveries: number;
  readonly deliveries: number;
  readonly unexpected: Record<string, number>;
  readonly notificationBytes: number;
}

interface WriteRecord {
  readonly sent: number;
  answered: number;
}

function openSocket(url: string, cookie: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers: { Cookie: cookie }, perMessageDeflate: false });
    const failed = (error: Error) => reject(error);
    socket.once('error', failed);
    socket.once('unexpected-response', (_req, res) =>
      reject(new Error(`upgrade refused: ${res.statusCode}`)),
    );
    socket.once('message', (data: Buffer) => {
      const ready = (JSON.parse(data.toString('utf8')) as { type?: string }).type === 'ready';
      socket.off('error', failed);
      if (ready) resolve(socket);
      else reject(new Error(`expected ready, got ${data.toString('utf8')}`));
    });
  });
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function runWriteNotify(plan: WriteNotifyPlan): Promise<WriteNotifyResult> {
  const wsUrl = `${plan.baseUrl.replace(/^http/, 'ws')}/api/notifications`;
  const sockets = await Promise.all(plan.socketCookies.map((cookie) => openSocket(wsUrl, cookie)));
  const writerOf = new Map(plan.writers.map((w, i) => [w.matchId, i]));
  const records: WriteRecord[][] = plan.writers.map(() => []);
  /** receipts[writer][write] = receipt times on every socket. */
  const receipts: number[][][] = plan.writers.map(() => []);
  let deliveries = 0;
  let notificationBytes = 0;
  for (const socket of sockets) {
    const seen = plan.writers.map(() => 0);
    socket.on('message', (data: Buffer) => {
      const at = nowMs();
      const message = JSON.parse(data.toString('utf8')) as { type?: string; matchId?: string };
      if (message.type !== 'match_event') return;
      const w = writerOf.get(message.matchId ?? '');
      if (w === undefined) return;
      const n = seen[w] as number;
      seen[w] = n + 1;
      const list = (receipts[w] as number[][])[n] ?? [];
      list.push(at);
      (receipts[w] as number[][])[n] = list;
      deliveries += 1;
      notificationBytes = data.length;
    });
  }
  const client = new HttpClient(plan.baseUrl, plan.writers.length);
  const unexpected: Record<string, number> = {};
  const start = nowMs();
  const windowStart = start + plan.warmupMs;
  const windowEnd = windowStart + plan.durationMs;
  let writes = 0;
  const writeLatencies = new Samples();
  const writerLoop = async (writer: Writer, w: number) => {
    for (let n = 0; ; n += 1) {
      const sent = nowMs();
      if (sent >= windowEnd) return;
      const record: WriteRecord = { sent, answered: Number.NaN };
      (records[w] as WriteRecord[]).push(record);
      const body = JSON.stringify({
        id: 'new',
        match_id: writer.matchId,
        type: 1,
        club_id: writer.clubId,
        player_id: writer.playerId,
        timer: String(1 + (n % 90)),
      });
      const answer = await client.call({
        method: 'POST',
        path: plan.path,
        headers: { ...plan.headers, 'Content-Type': 'application/json' },
        body,
      });
      record.answered = nowMs();
      writes += 1;
      if (answer.status !== 200) {
        const key = `${answer.status} ${answer.body.toString('utf8').slice(0, 200)}`;
        unexpected[key] = (unexpected[key] ?? 0) + 1;
      }
      if (sent >= windowStart && record.answered <= windowEnd) writeLatencies.add(record.answered - sent);
    }
  };
  try {
    await Promise.all(plan.writers.map(writerLoop));
    const expected = writes * sockets.length;
    const drainUntil = nowMs() + plan.drainMs;
    while (deliveries < expected && nowMs() < drainUntil) await sleep(10);
  } finally {
    client.close();
    for (const socket of sockets) socket.terminate();
  }
  const afterAnswer = new Samples();
  const afterSend = new Samples();
  for (const [w, list] of records.entries()) {
    for (const [n, record] of list.entries()) {
      if (record.sent < windowStart || record.answered > windowEnd) continue;
      for (const at of (receipts[w] as number[][])[n] ?? []) {
        afterAnswer.add(at - record.answered);
        afterSend.add(at - record.sent);
      }
    }
  }
  return {
    writeLatencies: writeLatencies.toArray(),
    windowMs: plan.durationMs,
    afterAnswer: afterAnswer.toArray(),
    afterSend: afterSend.toArray(),
    writes,
    expectedDeliveries: writes * sockets.length,
    deliveries,
    unexpected,
    notificationBytes,
  };
}
