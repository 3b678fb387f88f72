import { markup } from '../html';
import type { SafeHtml } from '../html';
import type { TokenView } from '../tokenView';
import { renderPage } from './layout';
import {
  durationSelect,
  PERMISSION_LABELS,
  permissionSelect,
  shownInstant,
  sportCheckboxes,
} from './pageParts';
import { TOKEN_PAGE_PATH } from './paths';
import { TOKEN_PAGE_SCRIPT } from './tokenPageScript';

export interface TokenPageModel {
  readonly user: { readonly displayName: string; readonly email: string };
  readonly company: { readonly id: string; readonly name: string };
  /** Every company the user administers, for switching. */
  readonly companies: readonly { readonly id: string; readonly name: string }[];
  readonly tokens: readonly TokenView[];
}

/** One row; the page script builds the same structure from the JSON of the endpoints. */
function tokenRow(token: TokenView): SafeHtml {
  const actions =
    token.status === 'revoked'
      ? ''
      : markup`<button type="button" class="modify">Modify</button> <button type="button" class="revoke">Revoke</button>`;
  return markup`<tr data-token-id="${token.id}" data-name="${token.name}" data-permission="${token.permission}" data-sports="${token.sports.join(',')}" data-status="${token.status}">
<td class="name">${token.name}</td>
<td class="prefix"><code>${token.prefix}…</code></td>
<td class="permission">${PERMISSION_LABELS[token.permission] ?? token.permission}</td>
<td class="sports">${token.sports.join(', ')}</td>
<td class="expires">${shownInstant(token.expiresAt)}</td>
<td class="last-use">${shownInstant(token.lastUsedAt)}</td>
<td class="creator">${token.creator.name}</td>
<td class="company">${token.company.name}</td>
<td class="status">${token.status}</td>
<td class="actions">${actions}</td>
</tr>
`;
}

function companyNav(model: TokenPageModel): SafeHtml | '' {
  if (model.companies.length < 2) return '';
  const links = model.companies.map((c) => {
    const current = c.id === model.company.id ? markup` aria-current="page"` : '';
    return markup`<a href="${TOKEN_PAGE_PATH}?company_id=${encodeURIComponent(c.id)}"${current}>${c.name}</a>`;
  });
  return markup`<nav aria-label="Companies">${links}</nav>`;
}

/** The administrator page (spec 5.2.2-5.2.3): list, create (secret once), modify, revoke. */
export function renderTokenPage(model: TokenPageModel, nonce: string): string {
  const rows = model.tokens.length
    ? model.tokens.map(tokenRow)
    : markup`<tr class="empty"><td colspan="10">No tokens yet.</td></tr>`;
  const main = markup`<main id="tokens" data-company-id="${model.company.id}">
${companyNav(model)}
<h1>Integration tokens of ${model.company.name}</h1>
<p id="message" class="alert" role="alert" hidden></p>
<section id="secret-panel" hidden>
<h2>Your new token</h2>
<p>Copy this secret now. It is shown only once: Match Desk keeps only a digest of it.</p>
<input id="secret-value" type="text" readonly aria-label="Token secret">
<button type="button" id="copy-secret">Copy</button> <span id="copy-status" role="status"></span>
<p><button type="button" id="secret-done">I have copied it</button></p>
</section>
<section id="create">
<h2>Create a token</h2>
<form id="create-form">
<label for="create-name">Name</label>
<input id="create-name" name="name" type="text" required maxlength="100" autocomplete="off">
<label for="create-permission">Permission</label>
${permissionSelect('create-permission')}
${sportCheckboxes('create')}
<label for="create-duration">Valid for</label>
${durationSelect('create-duration', false)}
<p><button type="submit" id="create-submit">Create token</button></p>
</form>
</section>
<table id="token-table">
<thead><tr><th>Name</th><th>Prefix</th><th>Permission</th><th>Sports</th><th>Expires</th><th>Last use</th><th>Creator</th><th>Company</th><th>Status</th><th>Actions</th></tr></thead>
<tbody>${rows}</tbody>
</table>
<dialog id="modify-dialog" aria-labelledby="modify-title">
<form id="modify-form" method="dialog">
<h2 id="modify-title">Modify a token</h2>
<p>The secret stays the same.</p>
<label for="modify-name">Name</label>
<input id="modify-name" name="name" type="text" required maxlength="100" autocomplete="off">
<label for="modify-permission">Permission</label>
${permissionSelect('modify-permission')}
${sportCheckboxes('modify')}
<label for="modify-expiry">Expiry</label>
${durationSelect('modify-expiry', true)}
<p><button type="submit" id="modify-submit">Save</button> <button type="button" id="modify-cancel">Cancel</button></p>
</form>
</dialog>
</main>`;
  const header = markup`<span>Signed in as <span id="user-name">${model.user.displayName}</span> (${model.user.email})<button type="button" id="logout">Log out</button></span>`;
  return renderPage({ title: 'Integration tokens', nonce, header, main, script: TOKEN_PAGE_SCRIPT });
}
