// Reading the explorer and viewer pages as a browser would: the CSP, its nonce, the embedded
// document and the addresses the page loads.

/** One directive of a Content-Security-Policy header, e.g. "connect-src 'none'". */
export function directive(csp: string | null, name: string): string | undefined {
  return (csp ?? '')
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.split(' ')[0] === name);
}

export function cspNonce(csp: string | null): string {
  const nonce = /script-src 'nonce-([A-Za-z0-9+/=]+)'/.exec(csp ?? '')?.[1];
  if (!nonce) throw new Error(`no script nonce in ${csp}`);
  return nonce;
}

/** The OpenAPI document the page embeds in its JSON data block. */
export function embeddedDocument(html: string): unknown {
  const block = /<script type="application\/json" id="openapi-document">([\s\S]*?)<\/script>/.exec(html);
  if (!block) throw new Error('no embedded document');
  return JSON.parse(block[1] as string);
}

/** Every src and href of the page. */
export function loadedAddresses(html: string): string[] {
  return [...html.matchAll(/\s(?:src|href)="([^"]*)"/g)].map((m) => m[1] as string);
}

/** The inline scripts: each must carry the nonce. */
export function inlineScripts(html: string): { nonce: string | undefined; body: string }[] {
  return [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((m) => !/\ssrc=/.test(m[1] as string) && !/type="application\/json"/.test(m[1] as string))
    .map((m) => ({ nonce: /nonce="([^"]+)"/.exec(m[1] as string)?.[1], body: m[2] as string }));
}
