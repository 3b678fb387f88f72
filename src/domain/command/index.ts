export * from './Command';
export * from './CommandRetention';
export * from './commandErrors';
export * from './IdempotencyKey';
export * from './IdempotencyLedger';
export * from './CommandBook';
