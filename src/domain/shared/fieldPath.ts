/**
 * The path of a field inside parsed JSON, as refusals name it: `params.note`, `matches[2].home`,
 * `values[0]`; the root is "".
 */
export const childPath = (path: string, key: string | number): string =>
  typeof key === 'number' ? `${path}[${key}]` : path === '' ? key : `${path}.${key}`;
