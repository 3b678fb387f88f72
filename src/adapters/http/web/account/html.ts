/** Markup that is already safe to insert: built by `markup` or explicitly trusted with `trusted`. */
export class SafeHtml {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
};

/** Escapes text for an element body or a quoted attribute value. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"'`]/g, (c) => ESCAPES[c] as string);
}

/** Trusts a constant of ours (a script or a stylesheet); never pass user data. */
export function trusted(text: string): SafeHtml {
  return new SafeHtml(text);
}

export type HtmlValue = SafeHtml | string | number | boolean | null | undefined | readonly HtmlValue[];

function render(value: HtmlValue): string {
  if (value instanceof SafeHtml) return value.text;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

/**
 * A template tag that escapes every interpolated value unless it is SafeHtml, so that a value
 * rendered into a page can never become markup. Arrays are joined; null, undefined and false
 * render nothing. (Not named `html`: Prettier would reformat the templates and change the text.)
 */
export function markup(strings: TemplateStringsArray, ...values: readonly HtmlValue[]): SafeHtml {
  let out = strings[0] as string;
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] as string);
  });
  return new SafeHtml(out);
}
