import { closest, distance } from 'fastest-levenshtein';

/** The choice an editor most likely meant by `typed`: one within two letters of it, else none. */
export function nearMiss(typed: string, choices: readonly string[]): string | undefined {
  if (choices.length === 0) return undefined;
  const nearest = closest(typed, [...choices]);
  return distance(typed, nearest) <= 2 ? nearest : undefined;
}
