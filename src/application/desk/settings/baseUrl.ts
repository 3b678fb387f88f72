import type { LocalApiSettings } from '../../ports/WorkstationSettings';
import { isWildcardAddress } from './addresses';
import { LOOPBACK_ADDRESS } from './defaults';

/** Where the API listens for these settings (CONTRACT-NOTES: loopback unless network access is on). */
export function bindAddressOf(api: LocalApiSettings): string {
  return api.allowNetwork && api.networkAddress !== '' ? api.networkAddress : LOOPBACK_ADDRESS;
}

/** {base_url} as a client uses it (Copy URL): the loopback address when bound to every interface. */
export function baseUrlOf(address: string, port: number): string {
  const host = isWildcardAddress(address) ? LOOPBACK_ADDRESS : address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}
