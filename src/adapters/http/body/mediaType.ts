/** A Content-Type read as RFC 9110 (8.3.1) writes it: `type/subtype *(OWS ";" OWS name=value)`. */
export interface MediaType {
  /** `type/subtype`, lowercase. */
  readonly essence: string;
  /** Parameter names lowercase; quoted values unquoted. */
  readonly params: Readonly<Record<string, string>>;
}

const TOKEN = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";
const ESSENCE = new RegExp(`^(${TOKEN})/(${TOKEN})`);
const PARAMETER = new RegExp(
  `^[ \\t]*;[ \\t]*(${TOKEN})=(${TOKEN}|"(?:[^"\\\\\\x00-\\x08\\x0a-\\x1f\\x7f]|\\\\[\\t\\x20-\\x7e])*")`,
);
/** An empty parameter (`a/b;`, `a/b; ;c=d`), which RFC 9110 allows. */
const EMPTY_PARAMETER = /^[ \t]*;/;

/**
 * The media type of a Content-Type header; null when it is not one (found by review:
 * `application/json; ===` was taken as JSON). A parameter given twice is malformed too.
 */
export function mediaTypeOf(header: string): MediaType | null {
  const text = header.trim();
  const essence = ESSENCE.exec(text);
  if (!essence) return null;
  const params: Record<string, string> = {};
  let rest = text.slice(essence[0].length);
  while (rest.trim() !== '') {
    const parameter = PARAMETER.exec(rest);
    if (parameter) {
      const name = (parameter[1] as string).toLowerCase();
      if (Object.hasOwn(params, name)) return null;
      const raw = parameter[2] as string;
      params[name] = raw.startsWith('"') ? raw.slice(1, -1).replace(/\\(.)/g, '$1') : raw;
      rest = rest.slice(parameter[0].length);
      continue;
    }
    const empty = EMPTY_PARAMETER.exec(rest);
    if (!empty) return null;
    rest = rest.slice(empty[0].length);
  }
  return { essence: `${essence[1]}/${essence[2]}`.toLowerCase(), params };
}
