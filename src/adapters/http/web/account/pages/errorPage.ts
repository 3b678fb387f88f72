import { statusOf } from '../../../../errors/errorMap';
import { markup } from '../html';
import { renderPage } from './layout';
import { LOGIN_PAGE_PATH } from './paths';

/**
 * A refusal shown as a page (403 for members and tokens, 400 for a bad address, …), with each
 * refused field or parameter named, as the JSON answers' `errors` name them.
 */
export function renderErrorPage(
  status: number,
  code: string,
  message: string,
  nonce: string,
  details: Readonly<Record<string, string>> = {},
): string {
  const fields = Object.entries(details).map(
    ([field, why]) => markup`<li data-field="${field}"><code>${field}</code>: ${why}</li>`,
  );
  const main = markup`<main id="error" data-status="${status}" data-code="${code}">
<h1>${status === statusOf('forbidden') ? 'Access refused' : 'This page cannot be shown'}</h1>
<p class="alert">${message}</p>${
    fields.length > 0
      ? markup`
<ul class="errors">${fields}</ul>`
      : ''
  }
<p><a href="${LOGIN_PAGE_PATH}">Log in as another user</a></p>
</main>`;
  return renderPage({ title: 'Access refused', nonce, main });
}
