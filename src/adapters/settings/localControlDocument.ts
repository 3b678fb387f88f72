import type { LocalControl } from '../../application/ports/ProjectFiles';

/** The JSON written under `localControl`: exactly these fields, so nothing else can slip in. */
export function localControlDocument(section: LocalControl): Record<string, unknown> {
  return {
    enabled: section.enabled,
    port: section.port,
    requireKey: section.requireKey,
    allowNetwork: section.allowNetwork,
    networkAddress: section.networkAddress,
    allowedOrigins: [...section.allowedOrigins],
    allowedHosts: [...section.allowedHosts],
    ocrAssociations: section.ocrAssociations.map((a) => ({ reading: a.reading, variable: a.variable })),
  };
}
