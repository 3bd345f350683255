// Typed reads of the effective rules. The job's rules arrive merged with the type's defaults, so a
// missing or mistyped value falls back to DOMAIN.md's default rather than failing the document.
import type { EffectiveRules } from '../../contract';

export const ruleBool = (rules: EffectiveRules, name: string, fallback: boolean): boolean =>
  typeof rules[name] === 'boolean' ? (rules[name] as boolean) : fallback;

export const ruleNumber = (rules: EffectiveRules, name: string, fallback: number | null): number | null =>
  typeof rules[name] === 'number' && Number.isFinite(rules[name]) ? (rules[name] as number) : fallback;

/** A list rule; `null` means "any". */
export function ruleList(
  rules: EffectiveRules,
  name: string,
  fallback: readonly string[] | null,
): readonly string[] | null {
  const v = rules[name];
  if (v === null) return null;
  if (Array.isArray(v)) return v.filter((x): x is string => typeof x === 'string');
  return fallback;
}

export const ruleString = (rules: EffectiveRules, name: string, fallback: string): string =>
  typeof rules[name] === 'string' ? (rules[name] as string) : fallback;

/** Compares rule values and extracted values loosely: case, spaces, underscores and punctuation aside. */
export const looseKey = (v: string): string => v.toLowerCase().replace(/[^a-z0-9]+/g, '');
