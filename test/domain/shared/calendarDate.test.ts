import { expect } from 'chai';
import { isCalendarDate } from '../../../src/domain/shared/calendarDate';

describe('Calendar dates, YYYY-MM-DD', () => {
  it('takes the days of the calendar, leap days of leap years included', () => {
    for (const date of [
      '2024-01-01',
      '2024-01-31',
      '2024-02-29',
      '2000-02-29',
      '2023-02-28',
      '2024-04-30',
      '2024-12-31',
      '0000-02-29',
    ])
      expect(isCalendarDate(date), date).to.equal(true);
  });

  it('refuses days the month does not have, and other forms', () => {
    for (const date of [
      '2024-02-30',
      '2024-02-31',
      '2023-02-29',
      '1900-02-29',
      '2100-02-29',
      '2024-04-31',
      '2024-06-31',
      '2024-09-31',
      '2024-11-31',
      '2024-00-10',
      '2024-13-01',
      '2024-01-00',
      '2024-01-32',
      '2024-1-01',
      '24-01-01',
      '2024-01-01T00:00:00Z',
      ' 2024-01-01',
      '',
    ])
      expect(isCalendarDate(date), date).to.equal(false);
  });
});
