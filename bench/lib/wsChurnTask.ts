// /ws sessions opened and closed one after another (a few at a time): each waits for `ready`
// and its first `state`, then closes cleanly and waits for the close.
import WebSocket from 'ws';

export interface WsChurnPlan {
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly connections: number;
  readonly parallel: number;
}

function session(url: string, headers: Readonly<Record<string, string>>): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers, perMessageDeflate: false });
    socket.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused ${res.statusCode}`)));
    socket.once('error', reject);
    socket.on('message', (data: Buffer) => {
      if (data.includes('"type":"state"')) socket.close(1000, 'done');
    });
    socket.once('close', () => resolve());
  });
}

export async function runWsChurn(plan: WsChurnPlan): Promise<number> {
  let opened = 0;
  const lane = async () => {
    while (opened < plan.connections) {
      opened += 1;
      await session(plan.url, plan.headers);
    }
  };
  await Promise.all(Array.from({ length: plan.parallel }, lane));
  return opened;
}
