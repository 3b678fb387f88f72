import { markup } from '../html';
import { renderPage } from './layout';
import { LOGIN_PAGE_SCRIPT } from './loginPageScript';
import { TOKEN_PAGE_PATH } from './paths';

/**
 * Only a path of this site: never another origin (`//host`, `/\host`) or a scheme, and no space
 * or control character (a NUL was copied into the page).
 */
export function localNext(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2000 || !/^\/(?![/\\])[^\s\p{Cc}]*$/u.test(value)) {
    return TOKEN_PAGE_PATH;
  }
  return value;
}

/** A convenience login form; its script posts JSON to `POST /api/session`. */
export function renderLoginPage(next: string, nonce: string): string {
  const main = markup`<main id="login" data-next="${next}">
<h1>Log in</h1>
<section>
<form id="login-form">
<label for="login-email">Email</label>
<input id="login-email" name="email" type="email" required autocomplete="username">
<label for="login-password">Password</label>
<input id="login-password" name="password" type="password" required autocomplete="current-password">
<p><button type="submit" id="login-submit">Log in</button></p>
<p id="message" class="alert" role="alert" hidden></p>
</form>
</section>
</main>`;
  return renderPage({ title: 'Log in', nonce, main, script: LOGIN_PAGE_SCRIPT });
}
