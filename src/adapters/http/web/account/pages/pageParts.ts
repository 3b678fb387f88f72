import { SPORTS } from '../../../../../domain/sport/Sport';
import { TOKEN_PERMISSIONS } from '../../../../../domain/token/TokenPermission';
import { html } from '../html';
import type { SafeHtml } from '../html';

export const PERMISSION_LABELS: Readonly<Record<string, string>> = {
  read: 'Read',
  read_write_events: 'Read + write events',
};

/** spec 5.2.2: the interface offers 7, 30, 90 or 365 days. */
export const OFFERED_DURATIONS = [7, 30, 90, 365] as const;

/** An instant as the page shows it, e.g. "2025-03-01 14:05 UTC" (the script uses the same form). */
export function shownInstant(iso: string | null): string {
  return iso === null ? 'never' : `${iso.slice(0, 16).replace('T', ' ')} UTC`;
}

export function permissionSelect(id: string): SafeHtml {
  return html`<select id="${id}" name="permission">
    ${TOKEN_PERMISSIONS.map((p) => html`<option value="${p}">${PERMISSION_LABELS[p] ?? p}</option>`)}
  </select>`;
}

export function sportCheckboxes(prefix: string): SafeHtml {
  return html`<fieldset id="${prefix}-sports">
    <legend>Sports</legend>
    ${SPORTS.map((s) => html`<label><input type="checkbox" name="sports" value="${s}" /> ${s}</label>`)}
  </fieldset>`;
}

export function durationSelect(id: string, withKeep: boolean): SafeHtml {
  const keep = withKeep ? html`<option value="keep" selected>Keep the current expiry</option>` : '';
  return html`<select id="${id}" name="duration">
    ${keep}${OFFERED_DURATIONS.map(
      (d) =>
        html`<option value="${d}" ${!withKeep && d === 30 ? html` selected` : ''}>
          ${withKeep ? 'Renew for ' : ''}${d} days
        </option>`,
    )}
  </select>`;
}
