export { accountRouters, accountRoutersOf } from './accountRouters';
export type { AccountRouterOptions, AccountServices } from './accountRouters';
export { accountUseCases } from './AccountUseCases';
export type { AccountPorts, AccountUseCases } from './AccountUseCases';
export { LOGIN_POLICY, TOKEN_MANAGEMENT_POLICY } from './rateLimitPolicies';
export { SESSION_PATH } from './sessionRouter';
export { TOKENS_PATH } from './tokenRouter';
export { LOGIN_PAGE_PATH, TOKEN_PAGE_PATH } from './pages/paths';
