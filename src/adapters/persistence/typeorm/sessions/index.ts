export { SESSION_SCHEMAS, WebSessionSchema } from './WebSessionSchema';
export { TypeOrmSessions } from './TypeOrmSessions';
export type { TypeOrmSessionsOptions } from './TypeOrmSessions';
