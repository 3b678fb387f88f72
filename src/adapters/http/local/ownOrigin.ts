import { normalizedOrigin } from '../../../application/desk/settings/addresses';

/**
 * Whether a browser `Origin` is the local host's own, as a page it served (the overlay) sends it:
 * `http://` + the request's `Host`. The Host guard has already accepted that Host, so a
 * rebinding name never gets here; another port of the same name is another origin.
 */
export function isOwnOrigin(origin: string, host: string): boolean {
  const own = normalizedOrigin(`http://${host.trim()}`);
  return own !== null && normalizedOrigin(origin) === own;
}
