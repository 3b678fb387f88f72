import { expect } from 'chai';
import { readFile } from 'node:fs/promises';
import type { WsHost } from './support/wsHost';
import { wsHost } from './support/wsHost';

describe('operator console: the scoreboard-OCR commands', () => {
  let host: WsHost;
  before(async () => {
    host = await wsHost();
  });
  after(() => host.stop());

  it('lists them in help', async () => {
    const help = await host.type('help');
    for (const command of [
      'ocr status',
      'ocr associate NAME VARIABLE',
      'ocr dissociate VARIABLE',
      'ocr reset',
      'scoreboard vendor scoreboard-ocr|none',
    ]) {
      expect(help).to.include(command);
    }
  });

  it('shows the source in status: none at first', async () => {
    const status = await host.type('status');
    expect(status).to.include('Scoreboard: none');
    expect(status).to.include('OCR source: none connected; last reading never');
  });

  it('takes a quoted or an unquoted reading name with spaces, one reading per variable', async () => {
    expect(await host.type('ocr associate "Away Score" T2_SCORE')).to.equal(
      'associated T2_SCORE; Associations: "Away Score" -> T2_SCORE',
    );
    expect(await host.type('ocr associate Home Score T1_SCORE')).to.equal(
      'associated T1_SCORE; Associations: "Away Score" -> T2_SCORE, "Home Score" -> T1_SCORE',
    );
    expect(await host.type('ocr associate Home Score T2_SCORE')).to.equal(
      'associated T2_SCORE; Associations: "Home Score" -> T2_SCORE',
    );
    expect(host.host.services.settings().ocrAssociations).to.deep.equal([
      { reading: 'Home Score', variable: 'T2_SCORE' },
    ]);
    expect(await host.type('ocr status')).to.include('Associations: "Home Score" -> T2_SCORE');
  });

  it('refuses what it cannot do, changing nothing', async () => {
    const before = host.host.services.settings();
    expect(await host.type('ocr associate Clock')).to.equal('usage: ocr associate NAME VARIABLE');
    expect(await host.type('ocr associate Clock CLOCK')).to.match(
      /^refused: CLOCK is not a variable; use one of CLOCK_SVC/,
    );
    expect(await host.type('ocr dissociate T3_SCORE')).to.match(/^refused: T3_SCORE is not a variable/);
    expect(await host.type('ocr dissociate')).to.equal('usage: ocr dissociate VARIABLE');
    expect(await host.type('ocr')).to.equal(
      'usage: ocr status|associate NAME VARIABLE|dissociate VARIABLE|reset',
    );
    expect(await host.type('scoreboard vendor daktronics')).to.match(
      /^refused: daktronics is not a source here/,
    );
    expect(await host.type('scoreboard on')).to.equal('usage: scoreboard vendor scoreboard-ocr|none');
    expect(host.host.services.settings()).to.deep.equal(before);
  });

  it('stores the source and the associations on the workstation at once, without moving the listener', async () => {
    const url = host.host.url;
    expect(await host.type('scoreboard vendor scoreboard-ocr')).to.equal(
      'Scoreboard: scoreboard-ocr (active)',
    );
    const stored = JSON.parse(await readFile(host.dir.file('settings.json'), 'utf8'));
    expect(stored.scoreboardTable).to.deep.equal({ vendor: 'scoreboard-ocr', active: true });
    expect(stored.ocrAssociations).to.deep.equal([{ reading: 'Home Score', variable: 'T2_SCORE' }]);
    expect(host.host.url).to.equal(url);
    expect(await host.type('ocr dissociate T2_SCORE')).to.equal('dissociated T2_SCORE; Associations: none');
  });
});
