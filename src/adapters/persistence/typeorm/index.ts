export { openDatabase } from './database';
export type { Database, OpenDatabaseOptions } from './database';
export { parseDatabaseUrl, SUPPORTED_DATABASE_URLS } from './databaseUrl';
export type { DatabaseTarget } from './databaseUrl';
export { migrations } from './migrations';
export { QueryCounter } from './QueryCounter';
export { MATCH_DATA_SCHEMAS } from './schemas';
export { createTypeOrmStores } from './stores/createTypeOrmStores';
export type { TypeOrmStores } from './stores/createTypeOrmStores';
