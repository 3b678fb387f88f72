import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readMatchdesk } from './support/readDocuments';

describe('docs/import-formats.md', () => {
  it('shows an example that is a valid matchdesk document, scored 2-0 by its events as it says', () => {
    const page = readFileSync(join(process.cwd(), 'docs', 'import-formats.md'), 'utf8');
    const example = /```json\n([\s\S]*?)\n```/.exec(page)?.[1] ?? '';
    const doc = readMatchdesk(JSON.parse(example));
    if (!doc.ok) throw new Error(doc.error.message);
    const [first] = doc.value.matches;
    expect([first?.homeScore, first?.awayScore]).to.deep.equal([2, 0]);
  });
});
