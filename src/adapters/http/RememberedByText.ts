/**
 * What a pure computation gave for each text seen (a query string, a header), kept at most
 * `limit` texts, the oldest dropped first. A computation that throws keeps nothing.
 */
export class RememberedByText<T> {
  private readonly kept = new Map<string, T>();

  constructor(private readonly limit: number) {}

  of(text: string, compute: () => T): T {
    const found = this.kept.get(text);
    if (found !== undefined) return found;
    const value = compute();
    if (this.kept.size >= this.limit) this.kept.delete(this.kept.keys().next().value as string);
    this.kept.set(text, value);
    return value;
  }
}
