import type { Context, Next } from 'koa';
import { ambiguousHost } from '../guards/singleHost';
import type { LocalAccess } from './LocalAccess';
import { apiError } from '../../errors/ApiError';

/** The name of a Host header without its port: `[::1]:18800` → `::1`, `Desk.local.:80` → `desk.local`. */
export function hostNameOf(header: string): string {
  const value = header.trim().toLowerCase();
  const name = value.startsWith('[')
    ? value.slice(1, value.indexOf(']') === -1 ? undefined : value.indexOf(']'))
    : value.split(':')[0];
  return (name ?? '').replace(/\.$/, '');
}

/**
 * CONTRACT-NOTES network guard (DNS rebinding): only a loopback name, the chosen workstation
 * address or a configured name may be the Host; anything else is 403.
 */
export function hostCheck(access: () => LocalAccess) {
  return async function checkHost(ctx: Context, next: Next): Promise<void> {
    const ambiguous = ambiguousHost(ctx.req);
    if (ambiguous) throw ambiguous;
    const header = ctx.get('Host');
    if (header === '' || !access().hosts.has(hostNameOf(header))) {
      throw apiError('host_forbidden');
    }
    return next();
  };
}
