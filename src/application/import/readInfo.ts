import type { Official, Weather } from '../../domain/match/Match';
import type { ImportIssues } from './ImportIssues';
import { JsonObject } from './JsonObject';
import type { Item } from './matchSides';

function people(items: Item[], issues: ImportIssues): Official[] {
  return items.flatMap(({ value, path }) => {
    const o = JsonObject.at(value, path, issues);
    if (!o) return [];
    const person = { role: o.text('role'), name: o.text('name') };
    o.finish();
    return [person];
  });
}

export function readInfo(o: JsonObject | null, issues: ImportIssues) {
  const weather = o?.object('weather') ?? null;
  const read: Weather = {
    sky: weather?.text('sky') ?? '',
    temperature: weather?.text('temperature') ?? '',
    humidity: weather?.text('humidity') ?? '',
    wind: weather?.text('wind') ?? '',
  };
  weather?.finish();
  const info = {
    city: o?.text('city') ?? '',
    stadium: o?.text('stadium') ?? '',
    venue: o?.text('venue') ?? '',
    officials: o ? people(o.array('officials'), issues) : [],
    commentators: o ? people(o.array('commentators'), issues) : [],
    weather: read,
  };
  o?.finish();
  return info;
}
