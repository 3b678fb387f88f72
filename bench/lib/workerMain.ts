// Entry point of LoadWorker's thread: runs the task named in each message.
import { parentPort } from 'node:worker_threads';
import { WORKER_TASKS } from './workerTasks';

const port = parentPort;
if (!port) throw new Error('workerMain runs in a worker thread');

port.on('message', (message: { id: number; task: string; input: unknown }) => {
  const task = WORKER_TASKS[message.task];
  if (!task) {
    port.postMessage({ id: message.id, ok: false, error: `unknown task ${message.task}` });
    return;
  }
  task(message.input).then(
    (value) => port.postMessage({ id: message.id, ok: true, value }),
    (error: unknown) =>
      port.postMessage({
        id: message.id,
        ok: false,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      }),
  );
});
