import { FileWorkstationSettings } from '../../adapters/settings/FileWorkstationSettings';
import { NodeKeyGenerator } from '../../adapters/settings/NodeKeyGenerator';
import { defaultSettingsPath } from '../../adapters/settings/settingsPath';
import { baseUrlOf, bindAddressOf } from '../../application/desk/settings/baseUrl';
import { LoadWorkstationSettings } from '../../application/desk/settings/LoadWorkstationSettings';
import type { WorkstationSettingsData } from '../../application/ports/WorkstationSettings';
import { CliError, type CliIo } from './CliCommand';

/** Copy URL, Copy API key (spec 1): what the workstation's settings say, printed on one line. */
export const COPY_SUBCOMMANDS: Readonly<Record<string, (s: WorkstationSettingsData) => string>> = {
  url: (s) => baseUrlOf(bindAddressOf(s.api), s.api.port),
  key: (s) => s.keys.localKey,
  'ocr-key': (s) => s.keys.ocrIngressKey,
};

/** Reads (or, on a fresh workstation, creates) the settings and prints one of their values. */
export async function printCopied(
  name: string,
  settingsPath: string | undefined,
  io: CliIo,
): Promise<number> {
  const copy = COPY_SUBCOMMANDS[name];
  if (!copy)
    throw new CliError(`unknown subcommand ${name}: one of ${Object.keys(COPY_SUBCOMMANDS).join(', ')}`);
  const store = new FileWorkstationSettings(settingsPath ?? defaultSettingsPath());
  const loaded = await new LoadWorkstationSettings(store, new NodeKeyGenerator()).execute();
  if (!loaded.ok) {
    throw new CliError(`${loaded.error.message} ${JSON.stringify(loaded.error.details ?? {})}`, 1);
  }
  io.out(copy(loaded.value));
  return 0;
}
