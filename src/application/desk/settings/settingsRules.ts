import type { LocalApiSettings, LocalKeys } from '../../ports/WorkstationSettings';
import { isHostName, isIpLiteral, normalizedOrigin } from './addresses';

/** A broken rule: the field and a sentence; null when the rule holds. */
export type SettingsProblem = readonly [field: string, message: string] | null;
export type ApiSettingsRule = (s: LocalApiSettings) => SettingsProblem;
export type KeysRule = (k: LocalKeys) => SettingsProblem;

const LOCAL_KEY = /^[0-9a-fA-F]{64}$/;
const INGRESS_KEY = /^[a-f0-9]{64}$/;

export const API_SETTINGS_RULES: readonly ApiSettingsRule[] = [
  (s) =>
    Number.isSafeInteger(s.port) && s.port >= 1 && s.port <= 65535
      ? null
      : ['port', 'port must be a whole number from 1 to 65535.'],
  (s) =>
    s.networkAddress === '' || isIpLiteral(s.networkAddress)
      ? null
      : ['networkAddress', 'networkAddress must be an IP address of the workstation (or 0.0.0.0 for all).'],
  // CONTRACT-NOTES: with network access on, bind the chosen workstation address.
  (s) =>
    !s.allowNetwork || s.networkAddress !== ''
      ? null
      : ['networkAddress', 'Allow network access needs the workstation address to listen on.'],
  (s) => {
    const bad = s.allowedOrigins.find((o) => normalizedOrigin(o) === null);
    return bad === undefined
      ? null
      : ['allowedOrigins', `${bad} is not an origin (scheme://host[:port]); "*" is never allowed.`];
  },
  (s) => {
    const bad = s.allowedHosts.find((h) => !isHostName(h));
    return bad === undefined ? null : ['allowedHosts', `${bad} is not a host name or an IP address.`];
  },
];

export const KEYS_RULES: readonly KeysRule[] = [
  (k) =>
    LOCAL_KEY.test(k.localKey) ? null : ['localKey', 'The local key must be 64 hexadecimal characters.'],
  (k) =>
    INGRESS_KEY.test(k.ocrIngressKey)
      ? null
      : ['ocrIngressKey', 'The OCR ingress key must be 64 lowercase hexadecimal characters.'],
  (k) =>
    k.localKey.toLowerCase() !== k.ocrIngressKey
      ? null
      : ['ocrIngressKey', 'The OCR ingress key must differ from the local key.'],
];

export function problemsOf<T>(
  value: T,
  rules: readonly ((v: T) => SettingsProblem)[],
): Record<string, string> {
  const details: Record<string, string> = {};
  for (const rule of rules) {
    const problem = rule(value);
    if (problem && details[problem[0]] === undefined) details[problem[0]] = problem[1];
  }
  return details;
}
