import type { LoadPlan } from './loadLoop';
import { runLoad } from './loadLoop';
import type { OcrPlan } from './ocrTask';
import { runOcrOverlay } from './ocrTask';
import type { WsChurnPlan } from './wsChurnTask';
import { runWsChurn } from './wsChurnTask';
import type { WriteNotifyPlan } from './writeNotifyTask';
import { runWriteNotify } from './writeNotifyTask';

/** A task of the load thread: its input arrives by structured clone. */
export type WorkerTask = (input: unknown) => Promise<unknown>;

/** The tasks a LoadWorker can run, by name. */
export const WORKER_TASKS: Readonly<Record<string, WorkerTask>> = {
  http: (plan) => runLoad(plan as LoadPlan),
  writeNotify: (plan) => runWriteNotify(plan as WriteNotifyPlan),
  ocrOverlay: (plan) => runOcrOverlay(plan as OcrPlan),
  wsChurn: (plan) => runWsChurn(plan as WsChurnPlan),
};
