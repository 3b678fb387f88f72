// Fictional names for the demo data. Sixteen first names: a squad never repeats one.
export const FIRST_NAMES = [
  'Adam',
  'Bruno',
  'Carlos',
  'Daniel',
  'Elias',
  'Felix',
  'Gabriel',
  'Hugo',
  'Ivan',
  'Jonas',
  'Karim',
  'Leon',
  'Marco',
  'Nils',
  'Oscar',
  'Pablo',
] as const;

export const LAST_NAMES = [
  'Almeida',
  'Berger',
  'Costa',
  'Duval',
  'Eriksen',
  'Fontaine',
  'Garcia',
  'Hansen',
  'Ito',
  'Jansen',
  'Kovac',
  'Lindqvist',
  'Marin',
  'Novak',
  'Okafor',
  'Petit',
  'Quint',
  'Rossi',
  'Sousa',
  'Torres',
] as const;

/** The i-th player of the t-th team: deterministic, unique within a team. */
export function demoPlayerName(team: number, i: number): { firstName: string; lastName: string } {
  return {
    firstName: FIRST_NAMES[(team * 5 + i) % FIRST_NAMES.length] as string,
    lastName: LAST_NAMES[(team * 7 + i * 3) % LAST_NAMES.length] as string,
  };
}

export const DEMO_DATES = ['2024-09-07', '2024-09-14', '2024-09-21'] as const;
