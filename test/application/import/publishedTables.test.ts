import { expect } from 'chai';
import { readOpenfootball } from './support/readDocuments';
import type { MatchdeskDocument } from '../../../src/application/import/MatchdeskDocument';
import { projectStandings } from '../../../src/domain/standings/projectStandings';
import {
  asPublishedRows,
  PUBLISHED_SEASONS,
  readOpenfootballSeason,
  SERIE_A_2023_24,
} from '../../support/publishedTables';
import { standingsInputOf } from './support/standingsInputOf';

describe('published final tables, through the openfootball parser and the standings projection', () => {
  for (const season of PUBLISHED_SEASONS) {
    describe(season.title, () => {
      let doc: MatchdeskDocument;

      before(() => {
        const parsed = readOpenfootball(readOpenfootballSeason(season));
        if (!parsed.ok) throw new Error(parsed.error.message);
        doc = { ...parsed.value, championship: { ...parsed.value.championship, tieBreak: season.tieBreak } };
      });

      it(`reads all ${season.matches} matches over ${season.days} days, every one finished`, () => {
        expect(doc.matches).to.have.length(season.matches);
        expect(doc.days).to.have.length(season.days);
        expect(doc.matches.every((m) => m.status === 'finished')).to.be.true;
      });

      it(`gives exactly the published final table with the ${season.tieBreak} tie-break`, () => {
        const tables = projectStandings(standingsInputOf(doc));
        expect(tables).to.have.length(season.days);
        expect(asPublishedRows(tables[tables.length - 1]?.rows ?? [])).to.deep.equal(season.table);
      });
    });
  }

  it('would order Serie A differently with the goal-difference tie-break (the head-to-head rule matters)', () => {
    const parsed = readOpenfootball(readOpenfootballSeason(SERIE_A_2023_24));
    if (!parsed.ok) throw new Error(parsed.error.message);
    const tables = projectStandings(standingsInputOf(parsed.value));
    expect(parsed.value.championship.tieBreak).to.equal(null); // the file gives none: the default
    expect(asPublishedRows(tables[tables.length - 1]?.rows ?? [])).not.to.deep.equal(SERIE_A_2023_24.table);
  });
});
