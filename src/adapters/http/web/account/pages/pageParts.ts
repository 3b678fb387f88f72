import { SPORTS } from '../../../../../domain/sport/Sport';
import { TOKEN_PERMISSIONS } from '../../../../../domain/token/TokenPermission';
import { markup } from '../html';
import type { SafeHtml } from '../html';

export const PERMISSION_LABELS: Readonly<Record<string, string>> = {
  read: 'Read',
  read_write_events: 'Read + write events',
};

/** spec 5.2.2: the interface offers 7, 30, 90 or 365 days. */
export const OFFERED_DURATIONS = [7, 30, 90, 365] as const;
const DEFAULT_DURATION = 30;

/** An instant as the page shows it, e.g. "2025-03-01 14:05 UTC" (the script uses the same form). */
export function shownInstant(iso: string | null): string {
  return iso === null ? 'never' : `${iso.slice(0, 16).replace('T', ' ')} UTC`;
}

export function permissionSelect(id: string): SafeHtml {
  const options = TOKEN_PERMISSIONS.map(
    (p) => markup`<option value="${p}">${PERMISSION_LABELS[p] ?? p}</option>`,
  );
  return markup`<select id="${id}" name="permission">${options}</select>`;
}

export function sportCheckboxes(prefix: string): SafeHtml {
  const boxes = SPORTS.map(
    (s) => markup`<label><input type="checkbox" name="sports" value="${s}"> ${s}</label>`,
  );
  return markup`<fieldset id="${prefix}-sports"><legend>Sports</legend>${boxes}</fieldset>`;
}

/** The create form offers the durations; the modify form also offers to keep the expiry. */
export function durationSelect(id: string, withKeep: boolean): SafeHtml {
  const keep = withKeep ? markup`<option value="keep" selected>Keep the current expiry</option>` : '';
  const options = OFFERED_DURATIONS.map((d) => {
    const selected = !withKeep && d === DEFAULT_DURATION ? markup` selected` : '';
    return markup`<option value="${d}"${selected}>${withKeep ? 'Renew for ' : ''}${d} days</option>`;
  });
  return markup`<select id="${id}" name="duration">${keep}${options}</select>`;
}
