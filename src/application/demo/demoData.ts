import type { MatchdeskInput } from '../import/MatchdeskInput';
import type { MatchdeskDocument } from '../import/MatchdeskDocument';
import { parseMatchdesk } from '../import/parseMatchdesk';
import type { TeamSportDemoSpec } from './teamSportDemo';
import { teamSportDemo } from './teamSportDemo';
import { tennisDemo } from './tennisDemo';

export const DEMO_COMPANY = 'Match Desk Demo';

export interface DemoData {
  readonly company: string;
  /** One championship per sport. */
  readonly documents: readonly MatchdeskDocument[];
}

// Event types: 1 score, 2 penalty score / free throw, 3 warning, 4 exclusion, 5 substitution,
// 6 own goal (CONTRACT-NOTES). Players are squad indexes; the first `onField` start.
const FOOTBALL: TeamSportDemoSpec = {
  sport: 'football',
  name: 'Demo League',
  competition: 'Demo League',
  teams: [
    ['Northbridge FC', 'NOR'],
    ['Riverside United', 'RIV'],
    ['Harbour City', 'HAR'],
    ['Old Town Rovers', 'OTR'],
  ],
  positions: [
    'Goalkeeper',
    ...Array<string>(4).fill('Defender'),
    ...Array<string>(4).fill('Midfielder'),
    'Forward',
    'Forward',
    'Goalkeeper',
    'Defender',
    'Forward',
  ],
  onField: 11,
  finished: [
    { type: 1, side: 'home', player: 9, timer: '12' },
    { type: 3, side: 'away', player: 3, timer: '30' },
    { type: 6, side: 'away', player: 2, timer: '41' },
    { type: 1, side: 'away', player: 10, timer: '55' },
    { type: 5, side: 'home', player: 8, playerIn: 13, timer: '60' },
    { type: 2, side: 'home', player: 9, timer: '90' },
  ],
  otherResult: [1, 1],
  live: {
    timer: '67:12',
    period: '2nd half',
    events: [
      { type: 1, side: 'away', player: 10, timer: '23' },
      { type: 3, side: 'home', player: 4, timer: '51' },
    ],
  },
};

const FUTSAL: TeamSportDemoSpec = {
  sport: 'futsal',
  name: 'Demo Futsal Cup',
  competition: 'Demo Futsal Cup',
  teams: [
    ['Eastside Futsal', 'EAS'],
    ['Westport Five', 'WES'],
    ['Central Sala', 'CEN'],
    ['Lakeside Futsal', 'LAK'],
  ],
  positions: ['Goalkeeper', 'Defender', 'Winger', 'Winger', 'Pivot', 'Goalkeeper', 'Winger', 'Pivot'],
  onField: 5,
  finished: [
    { type: 1, side: 'home', player: 4, timer: '7' },
    { type: 6, side: 'home', player: 1, timer: '15' },
    { type: 1, side: 'away', player: 3, timer: '28' },
    { type: 1, side: 'home', player: 2, timer: '36' },
  ],
  otherResult: [4, 2],
  live: { timer: '12:40', period: '1st half', events: [{ type: 1, side: 'home', player: 4, timer: '9' }] },
};

const HOCKEY: TeamSportDemoSpec = {
  sport: 'hockey',
  name: 'Demo Hockey League',
  competition: 'Demo Hockey League',
  teams: [
    ['Greenfield HC', 'GRE'],
    ['Stonebridge HC', 'STO'],
    ['Hillcrest HC', 'HIL'],
    ['Bayview HC', 'BAY'],
  ],
  positions: [
    'Goalkeeper',
    ...Array<string>(4).fill('Defender'),
    ...Array<string>(4).fill('Midfielder'),
    'Forward',
    'Forward',
    'Goalkeeper',
    'Midfielder',
    'Forward',
  ],
  onField: 11,
  finished: [
    { type: 1, side: 'home', player: 10, timer: '8' },
    { type: 2, side: 'away', player: 9, timer: '22' },
    { type: 3, side: 'away', player: 4, timer: '31' },
    { type: 1, side: 'home', player: 9, timer: '47' },
  ],
  otherResult: [0, 2],
  live: { timer: '38:00', period: 'Q3', events: [{ type: 1, side: 'away', player: 10, timer: '17' }] },
};

const HANDBALL: TeamSportDemoSpec = {
  sport: 'handball',
  name: 'Demo Handball League',
  competition: 'Demo Handball League',
  teams: [
    ['Fjord HK', 'FJO'],
    ['Valley HC', 'VAL'],
    ['Summit Handball', 'SUM'],
    ['Port Handball', 'POR'],
  ],
  positions: [
    'Goalkeeper',
    'Left wing',
    'Left back',
    'Centre back',
    'Right back',
    'Right wing',
    'Pivot',
  ].concat(['Goalkeeper', 'Centre back', 'Pivot']),
  onField: 7,
  finished: [
    { type: 1, side: 'home', player: 2, timer: '3' },
    { type: 1, side: 'away', player: 4, timer: '5' },
    { type: 2, side: 'home', player: 5, timer: '11' },
    { type: 4, side: 'away', player: 6, timer: '19' },
    { type: 1, side: 'home', player: 6, timer: '24' },
  ],
  otherResult: [28, 28],
  live: { timer: '41:30', period: '2nd half', events: [{ type: 1, side: 'home', player: 3, timer: '35' }] },
};

const BASKETBALL: TeamSportDemoSpec = {
  sport: 'basketball',
  name: 'Demo Basketball League',
  competition: 'Demo Basketball League',
  teams: [
    ['Metro Hoops', 'MET'],
    ['Coastal Stars', 'COA'],
    ['Highland Rockets', 'HIG'],
    ['Prairie Dogs', 'PRA'],
  ],
  positions: ['Point guard', 'Shooting guard', 'Small forward', 'Power forward', 'Center'].concat([
    'Point guard',
    'Small forward',
    'Center',
  ]),
  onField: 5,
  finished: [
    { type: 1, side: 'home', player: 1, timer: '1:12', value: 3 },
    { type: 1, side: 'away', player: 4, timer: '2:40', value: 2 },
    { type: 2, side: 'away', player: 4, timer: '2:40' },
    { type: 3, side: 'home', player: 3, timer: '5:02' },
    { type: 1, side: 'home', player: 0, timer: '7:55', value: 2 },
  ],
  otherResult: [88, 81],
  live: {
    timer: '4:21',
    period: 'Q2',
    events: [
      { type: 1, side: 'home', player: 2, timer: '9:10', value: 3 },
      { type: 2, side: 'away', player: 0, timer: '6:30' },
    ],
  },
};

function parsed(json: MatchdeskInput): MatchdeskDocument {
  const doc = parseMatchdesk(json);
  // The demo is fixed data: a failure here is a bug in this module.
  if (!doc.ok) throw new Error(`demo data is invalid: ${doc.error.message}`);
  return doc.value;
}

/**
 * The demo company: one championship per sport, with players, line-ups, a finished match with
 * events and an in-play match. Fixed data, no clock and no randomness.
 */
export function demoData(): DemoData {
  return {
    company: DEMO_COMPANY,
    documents: [FOOTBALL, FUTSAL, HOCKEY, BASKETBALL, HANDBALL]
      .map((spec) => parsed(teamSportDemo(spec)))
      .concat(parsed(tennisDemo())),
  };
}
