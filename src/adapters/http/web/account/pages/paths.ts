export const TOKEN_PAGE_PATH = '/account/tokens';
export const LOGIN_PAGE_PATH = '/login';
