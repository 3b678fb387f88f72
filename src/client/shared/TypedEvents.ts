type Listener<T> = (payload: T) => void;

/** A small typed event emitter: `on` returns the function that removes the listener. */
export class TypedEvents<Events extends object> {
  private readonly listeners = new Map<keyof Events, Set<Listener<never>>>();

  on<K extends keyof Events>(event: K, listener: Listener<Events[K]>): () => void {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener as Listener<never>);
    return () => set.delete(listener as Listener<never>);
  }

  once<K extends keyof Events>(event: K, listener: Listener<Events[K]>): () => void {
    const off = this.on(event, (payload) => {
      off();
      listener(payload);
    });
    return off;
  }

  /** A listener that throws does not stop the others; its error goes to `onListenerError`. */
  emit<K extends keyof Events>(
    event: K,
    payload: Events[K],
    onListenerError?: (error: unknown) => void,
  ): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) {
      try {
        (listener as Listener<Events[K]>)(payload);
      } catch (error) {
        onListenerError?.(error);
      }
    }
  }
}
