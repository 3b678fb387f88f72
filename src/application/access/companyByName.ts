import { companyName } from '../../domain/access/accountRules';
import type { Companies, Company } from '../ports/MatchData';

/**
 * The company named `name`, as names are stored (companyName: trimmed, in NFC), or as a company
 * stored before that kept it: decomposed (found by review: such a company was no longer found, and
 * an import made a second one beside it).
 */
export async function companyByName(
  companies: Pick<Companies, 'byName'>,
  name: string,
): Promise<Company | null> {
  const composed = companyName(name);
  const found = await companies.byName(composed);
  const decomposed = composed.normalize('NFD');
  return found ?? (decomposed === composed ? null : companies.byName(decomposed));
}
