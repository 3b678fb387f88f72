import type { MatchInfo, Official } from '../../domain/match/Match';
import type { InfoInput, PersonInput } from './MatchdeskInput';
import { textOf } from './MatchdeskInput';

const people = (items: readonly PersonInput[] | null | undefined): Official[] =>
  (items ?? []).map((p) => ({ role: textOf(p.role), name: textOf(p.name) }));

export function readInfo(info: InfoInput | null | undefined): MatchInfo {
  const weather = info?.weather;
  return {
    city: textOf(info?.city),
    stadium: textOf(info?.stadium),
    venue: textOf(info?.venue),
    officials: people(info?.officials),
    commentators: people(info?.commentators),
    weather: {
      sky: textOf(weather?.sky),
      temperature: textOf(weather?.temperature),
      humidity: textOf(weather?.humidity),
      wind: textOf(weather?.wind),
    },
  };
}
