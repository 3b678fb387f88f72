import { openDatabase, type Database } from '../adapters/persistence/typeorm/database';
import { redactUrl } from './config';
import { CliError } from './commands/CliCommand';

/** Opens the database (running pending migrations), runs `work`, and always closes it. */
export async function withDatabase<T>(url: string, work: (db: Database) => Promise<T>): Promise<T> {
  let db: Database;
  try {
    db = await openDatabase(url);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new CliError(`cannot open the database ${redactUrl(url)}: ${reason}`, 1);
  }
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}
