import { markup, trusted } from '../account/html';
import type { SafeHtml } from '../account/html';
import { DOCS_ASSETS_PATH } from './paths';
import { SWAGGER_UI_VERSION } from './swaggerAssets';

const STYLES = `
body { margin: 0; font-family: system-ui, sans-serif; color: #1b1f24; }
#docs-header { display: flex; justify-content: space-between; align-items: center; gap: 1rem;
  padding: .75rem 1.5rem; background: #1b1f24; color: #fff; }
#docs-header a { color: #fff; }
#docs-note { max-width: 1460px; margin: 1rem auto 0; padding: .75rem 1.25rem; box-sizing: border-box;
  background: #f1f5fb; border: 1px solid #c9d6ea; border-radius: 4px; }
`;

export interface SwaggerPageOptions {
  readonly title: string;
  /** The CSP nonce of this response (securePage in http/security/securityHeaders). */
  readonly nonce: string;
  /** Shown above the document: what the page is and how to use it. */
  readonly note: SafeHtml;
  /** Links on the right of the header. */
  readonly links?: SafeHtml;
  /** The OpenAPI document, already written as a JSON data block (jsonDataBlock). */
  readonly documentJson: string;
  /** One of our init script constants, never user data. */
  readonly script: string;
}

const asset = (name: string): string => `${DOCS_ASSETS_PATH}/${name}?v=${SWAGGER_UI_VERSION}`;

/** A swagger-ui page: its files from this host, the document inline, one nonce for everything. */
export function renderSwaggerPage(options: SwaggerPageOptions): string {
  const { nonce } = options;
  return markup`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${options.title} · Match Desk</title>
<link rel="icon" type="image/png" href="${asset('favicon-32x32.png')}" sizes="32x32">
<link rel="icon" type="image/png" href="${asset('favicon-16x16.png')}" sizes="16x16">
<link rel="stylesheet" nonce="${nonce}" href="${asset('swagger-ui.css')}">
<style nonce="${nonce}">${trusted(STYLES)}</style>
</head>
<body>
<header id="docs-header"><strong>Match Desk · ${options.title}</strong><span>${options.links}</span></header>
<p id="docs-note">${options.note}</p>
<div id="swagger-ui"></div>
<script type="application/json" id="openapi-document">${trusted(options.documentJson)}</script>
<script nonce="${nonce}" src="${asset('swagger-ui-bundle.js')}"></script>
<script nonce="${nonce}">${trusted(options.script)}</script>
</body>
</html>
`.text;
}
