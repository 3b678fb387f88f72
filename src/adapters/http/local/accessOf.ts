import { networkInterfaces } from 'node:os';
import { isWildcardAddress, normalizedOrigin } from '../../../application/desk/settings/addresses';
import type { LocalApiSettings } from '../../../application/ports/WorkstationSettings';
import type { LocalAccess } from './LocalAccess';
import { LOOPBACK_NAMES } from './LocalAccess';

function interfaceAddresses(): string[] {
  return Object.values(networkInterfaces()).flatMap((list) =>
    (list ?? []).map((i) => i.address.toLowerCase()),
  );
}

/**
 * The guards' view of the settings: the accepted Host names are the loopback names, the bound
 * address (every interface address when bound to all), and the configured names.
 */
export function accessOf(api: LocalApiSettings, localKey: string, boundHost: string): LocalAccess {
  const bound = boundHost.toLowerCase();
  const addresses = isWildcardAddress(bound) ? interfaceAddresses() : [bound];
  return {
    requireKey: api.requireKey,
    localKey,
    hosts: new Set([...LOOPBACK_NAMES, ...addresses, ...api.allowedHosts.map((h) => h.toLowerCase())]),
    origins: new Set(api.allowedOrigins.map((o) => normalizedOrigin(o) ?? o)),
  };
}
