import type { SettingsPatch } from '../../application/desk/settings/ApplySettings';

/** `set NAME VALUE` of the operator console: the Local API setting it changes, as a patch. */
const SETTERS: Readonly<Record<string, (value: string) => SettingsPatch | string>> = {
  enabled: (v) => flag(v, (enabled) => ({ enabled })),
  port: (v) => (/^\d{1,5}$/.test(v) ? { port: Number(v) } : 'takes a number, e.g. set port 18800'),
  requireKey: (v) => flag(v, (requireKey) => ({ requireKey })),
  allowNetwork: (v) => flag(v, (allowNetwork) => ({ allowNetwork })),
  networkAddress: (v) => ({ networkAddress: v === '-' ? '' : v }),
  allowedOrigins: (v) => ({ allowedOrigins: list(v) }),
  allowedHosts: (v) => ({ allowedHosts: list(v) }),
};

export const SETTING_NAMES = Object.keys(SETTERS);

function flag(value: string, patch: (on: boolean) => SettingsPatch): SettingsPatch | string {
  if (['on', 'true', 'yes'].includes(value)) return patch(true);
  if (['off', 'false', 'no'].includes(value)) return patch(false);
  return 'takes on or off';
}

function list(value: string): string[] {
  return value === '-'
    ? []
    : value
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s !== '');
}

/** The patch of one `set`, or a sentence saying what is wrong. */
export function settingPatch(name: string, value: string): SettingsPatch | string {
  const setter = Object.hasOwn(SETTERS, name) ? SETTERS[name] : undefined;
  if (!setter) return `unknown setting ${name}; one of ${SETTING_NAMES.join(', ')}`;
  const patch = setter(value);
  return typeof patch === 'string' ? `${name} ${patch}` : patch;
}
