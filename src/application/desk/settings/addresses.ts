// Pure checks of the address-like settings (no DNS, no sockets).

const IPV4_PART = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^${IPV4_PART}(\\.${IPV4_PART}){3}$`);
const IPV6 = /^[0-9a-f:.]+$/i;
const LABEL = '[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?';
const HOSTNAME = new RegExp(`^${LABEL}(\\.${LABEL})*\\.?$`, 'i');

export function isIpLiteral(text: string): boolean {
  if (IPV4.test(text)) return true;
  return text.includes(':') && IPV6.test(text) && text.length <= 45;
}

/** A name or an address a Host header may carry (IPv6 without brackets). */
export function isHostName(text: string): boolean {
  return text.length <= 253 && (isIpLiteral(text) || HOSTNAME.test(text));
}

const DEFAULT_PORTS: Readonly<Record<string, number>> = { http: 80, https: 443 };

/**
 * `scheme://host[:port]` in lower case, as browsers send Origin (without the scheme's default
 * port: `https://a.example:443` is `https://a.example`); null when it is not one.
 */
export function normalizedOrigin(text: string): string | null {
  const m = /^(https?):\/\/(\[[0-9a-f:.]+\]|[^/:[\]]+)(:(\d{1,5}))?\/?$/i.exec(text.trim());
  if (!m) return null;
  const scheme = (m[1] as string).toLowerCase();
  const host = (m[2] as string).toLowerCase();
  const bare = host.startsWith('[') ? host.slice(1, -1) : host;
  if (!isHostName(bare)) return null;
  if (m[4] !== undefined && (Number(m[4]) < 1 || Number(m[4]) > 65535)) return null;
  const port = m[4] === undefined || Number(m[4]) === DEFAULT_PORTS[scheme] ? '' : `:${Number(m[4])}`;
  return `${scheme}://${host}${port}`;
}

/** Every address of the wildcard kind: bind all interfaces. */
export function isWildcardAddress(address: string): boolean {
  return address === '0.0.0.0' || address === '::';
}
