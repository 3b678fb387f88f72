import { markup, trusted } from '../html';
import type { SafeHtml } from '../html';

const STYLES = `
body { font-family: system-ui, sans-serif; margin: 0; color: #1b1f24; background: #f6f7f9; }
header { display: flex; justify-content: space-between; align-items: center; padding: .75rem 1.5rem;
  background: #1b1f24; color: #fff; }
header button { margin: 0 0 0 .5rem; }
main { max-width: 72rem; margin: 1.5rem auto; padding: 0 1.5rem; }
section, dialog { background: #fff; border: 1px solid #d0d4da; border-radius: 6px; padding: 1rem 1.25rem;
  margin-bottom: 1.25rem; }
label { display: block; margin: .5rem 0 .25rem; font-weight: 600; }
fieldset { border: 0; padding: 0; margin: .5rem 0; }
fieldset label { display: inline-block; font-weight: normal; margin-right: 1rem; }
input[type=text], input[type=email], input[type=password], select { padding: .35rem; min-width: 16rem; }
button { padding: .35rem .8rem; cursor: pointer; }
table { width: 100%; border-collapse: collapse; background: #fff; }
th, td { text-align: left; padding: .4rem .5rem; border-bottom: 1px solid #e3e6ea; vertical-align: top; }
code, #secret-value { font-family: ui-monospace, monospace; }
#secret-panel { border-color: #2f7d32; background: #f1f8f1; }
#secret-value { width: 100%; max-width: 36rem; padding: .4rem; }
.alert { color: #a4161a; font-weight: 600; }
nav a { margin-right: 1rem; }
nav a[aria-current=page] { font-weight: 700; }
`;

export interface PageOptions {
  readonly title: string;
  /** The CSP nonce of this response (securePage in http/security/securityHeaders). */
  readonly nonce: string;
  readonly header?: SafeHtml;
  readonly main: SafeHtml;
  /** One of our script constants, never user data. */
  readonly script?: string;
}

export function renderPage(options: PageOptions): string {
  const { nonce } = options;
  const script =
    options.script === undefined ? '' : markup`<script nonce="${nonce}">${trusted(options.script)}</script>`;
  return markup`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${options.title} · Match Desk</title>
<style nonce="${nonce}">${trusted(STYLES)}</style>
</head>
<body>
<header><strong>Match Desk</strong>${options.header}</header>
${options.main}
${script}
</body>
</html>
`.text;
}
