import type { LocalApiSettings } from '../../ports/WorkstationSettings';

/** Spec 1 and 8: port 18800, protected, same workstation only. */
export const DEFAULT_LOCAL_PORT = 18800;

/** A fresh workstation: the API is on (running `match-desk local` is the activation), protected, loopback only. */
export const DEFAULT_LOCAL_API: LocalApiSettings = {
  enabled: true,
  port: DEFAULT_LOCAL_PORT,
  requireKey: true,
  allowNetwork: false,
  networkAddress: '',
  allowedOrigins: [],
  allowedHosts: [],
};

/** CONTRACT-NOTES network guard: bind loopback unless network access is on. */
export const LOOPBACK_ADDRESS = '127.0.0.1';
