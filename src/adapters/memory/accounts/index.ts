export { MemoryAccounts } from './MemoryAccounts';
export { MemoryTokens } from './MemoryTokens';
