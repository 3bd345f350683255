// COVID-19 series rules (product intervals with the 4-day grace, mixing, boosters) and influenza season
// rules, including declinations.
import type { EffectiveRules } from '../../contract';
import type { CovidData, CovidManufacturer, FluData } from '../understanding/types';
import { daysBetween } from '../understanding/dates';
import { SERIES_LENGTH } from '../understanding/extractors/covid';
import { seasonOf } from '../understanding/extractors/flu';
import type { IssueList } from './issues';
import { looseKey, ruleBool, ruleList, ruleString } from './rules';

/** Minimum days between primary doses; a dose up to 4 days early still counts. */
const MIN_INTERVAL: Partial<Record<CovidManufacturer, number>> = {
  pfizer: 21,
  moderna: 28,
  novavax: 21,
  astrazeneca: 28,
};
const GRACE_DAYS = 4;
const DEFAULT_MANUFACTURERS = ['pfizer', 'moderna', 'janssen', 'novavax', 'astrazeneca'];

export function checkCovid(data: CovidData, rules: EffectiveRules, issues: IssueList): void {
  if (data.record_type === 'declination' && data.declination) {
    if (!ruleBool(rules, 'allow_declination', false)) {
      issues.add('declination not allowed');
      return;
    }
    issues.add('missing declination date', data.declination.date === null);
    issues.add('invalid declination reason', data.declination.reasonUnrecognised);
    issues.add(
      'missing declination reason',
      data.declination.reason === null && !data.declination.reasonUnrecognised,
    );
    return;
  }
  const doses = data.doses;
  const accepted = (
    ruleList(rules, 'accepted_manufacturers', DEFAULT_MANUFACTURERS) ?? DEFAULT_MANUFACTURERS
  ).map(looseKey);
  issues.add(
    'missing dose date',
    doses.some((d) => d.date === null),
  );
  issues.add(
    'missing dose administrator',
    doses.some((d) => !d.administrator.name && !d.administrator.facility),
  );
  issues.add(
    'unsupported manufacturer',
    doses.some((d) => d.manufacturer !== null && !accepted.includes(d.manufacturer)),
  );

  const primaries = doses
    .filter((d) => d.kind === 'primary')
    .sort((a, b) => (a.date ?? '9999').localeCompare(b.date ?? '9999'));
  // A dose whose date was not read is told a booster only by the words of its block, which may reach
  // into the next row ("2nd Dose … Booster"): it may be the series' own dose, and its product the series'.
  const undatedBoosters = doses.filter((d) => d.kind === 'booster' && d.date === null);
  const product = primaries.find((d) => d.manufacturer)?.manufacturer ?? null;
  const seriesProduct = product ?? undatedBoosters.find((d) => d.manufacturer)?.manufacturer ?? null;
  const known = primaries.filter((d) => d.manufacturer !== null);
  const mixed = new Set(known.map((d) => d.manufacturer)).size > 1;
  issues.add('unsupported dose combination', mixed);
  if (ruleBool(rules, 'require_complete_primary_series', true)) {
    const need = seriesProduct ? SERIES_LENGTH[seriesProduct] : 2;
    // A series short only by such doses is missing a dose date (raised above), not a dose.
    issues.add('not enough doses', primaries.length + undatedBoosters.length < need);
  }
  if (ruleBool(rules, 'require_booster', false))
    issues.add('not enough doses', !doses.some((d) => d.kind === 'booster'));
  issues.add('not enough doses', doses.length === 0);

  const [first, second] = primaries;
  if (!mixed && product && MIN_INTERVAL[product] && first?.date && second?.date) {
    issues.add(
      'insufficient waiting period',
      daysBetween(first.date, second.date) < (MIN_INTERVAL[product] as number) - GRACE_DAYS,
    );
  }
}

/** The season the rules ask for: `current` is the July–June season containing `valid_on`. */
export function targetSeason(rules: EffectiveRules, validOn: string): string {
  const wanted = ruleString(rules, 'season', 'current');
  return /^\d{4}-\d{4}$/.test(wanted) ? wanted : seasonOf(validOn);
}

export function checkFlu(data: FluData, rules: EffectiveRules, validOn: string, issues: IssueList): void {
  if (data.record_type === 'declination' && data.declination) {
    if (!ruleBool(rules, 'allow_declination', false)) {
      issues.add('declination not allowed');
      return;
    }
    issues.add('missing declination reason', data.declination.reason === null);
    return;
  }
  const season = targetSeason(rules, validOn);
  const dated = data.vaccinations.filter((v) => v.date !== null);
  const inSeason = dated.filter((v) => seasonOf(v.date as string) === season);
  if (dated.length === 0) {
    issues.add('missing vaccination date');
    return;
  }
  issues.add('vaccination outside season', inSeason.length === 0);
  const chosen = inSeason[inSeason.length - 1] ?? dated[dated.length - 1];
  const a = chosen.administrator;
  issues.add('missing administrator', !a.name && !a.facility && a.signature === 'not_present');
}
