/** Resolves with the first payload that matches, or fails after `ms`. */
export function nextEvent<T>(
  subscribe: (listener: (payload: T) => void) => () => void,
  matches: (payload: T) => boolean = () => true,
  ms = 3000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      off();
      reject(new Error('nothing arrived in time'));
    }, ms);
    const off = subscribe((payload) => {
      if (!matches(payload)) return;
      clearTimeout(timer);
      off();
      resolve(payload);
    });
  });
}

/** The error a promise rejects with; fails when it resolves. */
export async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
