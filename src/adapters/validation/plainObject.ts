/** A JSON object: not null, not an array (the inputs' objects, as JSON.parse gives them). */
export const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
