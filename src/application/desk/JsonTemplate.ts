/**
 * The JSON text of an object with some of its members left open: the text around them is
 * serialized once, the open members at each fill. Members come in the object's own order, and
 * those that JSON leaves out (undefined, functions) are left out, as JSON.stringify does.
 */
export interface JsonTemplate<K extends string> {
  /** The open members, in member order. */
  readonly holes: readonly K[];
  /** The text before, between and after the open members: one more than `holes`. */
  readonly parts: readonly string[];
}

export function jsonTemplate<K extends string>(value: object, open: readonly K[]): JsonTemplate<K> {
  const holes: K[] = [];
  const parts: string[] = [];
  let text = '{';
  let separator = '';
  for (const [key, member] of Object.entries(value)) {
    const hole = open.find((name) => name === key);
    if (hole !== undefined) {
      parts.push(`${text}${separator}${JSON.stringify(key)}:`);
      holes.push(hole);
      text = '';
    } else {
      const json = JSON.stringify(member) as string | undefined;
      if (json === undefined) continue;
      text += `${separator}${JSON.stringify(key)}:${json}`;
    }
    separator = ',';
  }
  parts.push(`${text}}`);
  return { holes, parts };
}

/** The whole text, with each open member serialized from `values`. */
export function fillTemplate<K extends string>(
  template: JsonTemplate<K>,
  values: Readonly<Record<K, object>>,
): string {
  let text = template.parts[0] as string;
  template.holes.forEach((hole, i) => {
    text += `${JSON.stringify(values[hole])}${template.parts[i + 1] as string}`;
  });
  return text;
}
