import { NotUtf8Error, readUtf8File } from '../system/utf8Text';

/**
 * A file of the user's that cannot be read as what it should be (the settings, the session, a
 * project file): its message says which and why, and a command prints it without a stack.
 */
export class SettingsFileError extends Error {
  override readonly name = 'SettingsFileError';
}

/** The text of a settings, project or session file: UTF-8, or a SettingsFileError saying why not. */
export async function readSettingsText(path: string): Promise<string> {
  try {
    return await readUtf8File(path);
  } catch (error) {
    if (error instanceof NotUtf8Error) throw new SettingsFileError(`The file ${error.message}`);
    throw error;
  }
}
