import { statusOf } from '../../../../errors/errorMap';
import { markup } from '../html';
import { renderPage } from './layout';
import { LOGIN_PAGE_PATH } from './paths';

/** A refusal shown as a page (403 for members and tokens, 400 for a bad address, …). */
export function renderErrorPage(status: number, code: string, message: string, nonce: string): string {
  const main = markup`<main id="error" data-status="${status}" data-code="${code}">
<h1>${status === statusOf('forbidden') ? 'Access refused' : 'This page cannot be shown'}</h1>
<p class="alert">${message}</p>
<p><a href="${LOGIN_PAGE_PATH}">Log in as another user</a></p>
</main>`;
  return renderPage({ title: 'Access refused', nonce, main });
}
