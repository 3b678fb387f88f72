import { domainError } from '../../domain/shared/DomainError';
import type { DomainError } from '../../domain/shared/DomainError';
import type { Sport } from '../../domain/sport/Sport';

// Expected failures of the web reads and the event write. Delivery maps each code to a status
// (spec 7): not_found 404, not_available_for_sport 404, validation_failed 422.
export const WebErrors = {
  championshipNotFound: (sport: Sport, id: string): DomainError =>
    domainError('not_found', `No ${sport} championship with id ${id}.`),
  matchNotFound: (championshipId: string, id: string): DomainError =>
    domainError('not_found', `No match with id ${id} in championship ${championshipId}.`),
  dayNotFound: (championshipId: string, id: string): DomainError =>
    domainError('not_found', `No day with id ${id} in championship ${championshipId}.`),
  standingsNotFound: (championshipId: string, dayId?: string): DomainError =>
    domainError(
      'not_found',
      dayId === undefined
        ? `Championship ${championshipId} has no standings yet.`
        : `Championship ${championshipId} has no standings stored for day ${dayId}.`,
    ),
  notAvailableForSport: (endpoint: string, sport: Sport, hint: string): DomainError =>
    domainError('not_available_for_sport', `${endpoint} does not exist at ${sport}: ${hint}`),
  substitutionSuperseded: (eventId: string, laterId: string): DomainError =>
    domainError(
      'substitution_superseded',
      `Event ${eventId} is a substitution (or becomes one) whose players a later substitution, event ${laterId}, moves again: change or delete that one first, so that the line-up stays the one the events give.`,
      { id: `a later substitution (event ${laterId}) moves the same players` },
    ),
  substitutionImpossible: (problems: Record<string, string>): DomainError =>
    domainError(
      'validation_failed',
      'The substitution is refused by the line-up: the leaving player must be on the field and the entering one on the bench.',
      problems,
    ),
  setNotInPlay: (problem: string): DomainError =>
    domainError('validation_failed', 'The event is refused by the tennis rules.', { set_number: problem }),
  matchStopped: (problem: string): DomainError =>
    domainError('validation_failed', 'The match already stopped (a retirement or a walkover).', {
      type: problem,
    }),
  eventNotOfMatch: (eventId: string, matchId: string): DomainError =>
    domainError('validation_failed', `Event ${eventId} is not an event of match ${matchId}.`, {
      id: `id must be "new" or the id of an event of match ${matchId}.`,
    }),
  /** A delete names an event only: "new" is no event to delete (found by review). */
  deletedEventNotOfMatch: (eventId: string, matchId: string): DomainError =>
    domainError('validation_failed', `Event ${eventId} is not an event of match ${matchId}.`, {
      id: `id must be the id of an event of match ${matchId}.`,
    }),
};
