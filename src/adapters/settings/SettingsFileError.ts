/**
 * A file of the user's that cannot be read as what it should be (the settings, the session, a
 * project file): its message says which and why, and a command prints it without a stack.
 */
export class SettingsFileError extends Error {
  override readonly name = 'SettingsFileError';
}
