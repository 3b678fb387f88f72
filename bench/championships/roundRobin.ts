/**
 * A double round robin of `teams` (even) by the circle method: 2·(teams − 1) days of teams/2
 * matches as [home, away] team indexes; the second half swaps home and away.
 */
export function roundRobin(teams: number): [number, number][][] {
  if (teams < 2 || teams % 2 !== 0) throw new Error('roundRobin needs an even number of teams');
  const ring = Array.from({ length: teams - 1 }, (_, i) => i + 1);
  const firstHalf: [number, number][][] = [];
  for (let day = 0; day < teams - 1; day += 1) {
    const order = [0, ...ring];
    const pairs: [number, number][] = [];
    for (let i = 0; i < teams / 2; i += 1) {
      const a = order[i] as number;
      const b = order[teams - 1 - i] as number;
      pairs.push(day % 2 === 0 ? [a, b] : [b, a]);
    }
    firstHalf.push(pairs);
    ring.unshift(ring.pop() as number);
  }
  const secondHalf = firstHalf.map((pairs) => pairs.map(([h, a]): [number, number] => [a, h]));
  return [...firstHalf, ...secondHalf];
}
