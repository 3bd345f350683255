// Validation of one CSV row of a board data file into a registry row. Every problem of the row is
// reported (not just the first), so an operator can fix a file in one pass.
import { canonicalLicenseType } from '../license-types';
import { normaliseJurisdiction } from '../jurisdictions';
import { normaliseLicenseNumber } from '../numbers';
import { normaliseStatus } from '../status';
import type { LicenseRow } from './schema';

export const CSV_COLUMNS = [
  'jurisdiction',
  'license_type',
  'number',
  'first_name',
  'middle_name',
  'last_name',
  'status',
  'issue_date',
  'expiration_date',
  'discipline',
  'source',
  'source_url',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

export type RowResult =
  { readonly ok: true; readonly row: LicenseRow } | { readonly ok: false; readonly reasons: string[] };

const MAX_FIELD = 200;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

// Checked arithmetically rather than through Date: it runs for two columns of every imported row.
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return day <= (month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1]);
}

function optionalDate(value: string, column: CsvColumn, reasons: string[]): string | null {
  if (value === '') return null;
  if (!isCalendarDate(value)) reasons.push(`${column} must be a real date (YYYY-MM-DD)`);
  return value;
}

function parseDiscipline(value: string, reasons: string[]): number | null {
  const word = value.toLowerCase();
  if (word === '') return null;
  if (word === 'true') return 1;
  if (word === 'false') return 0;
  reasons.push('discipline must be true, false or empty');
  return null;
}

function parseUrl(value: string, reasons: string[]): string | null {
  if (value === '') return null;
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return value;
  } catch {
    // reported below
  }
  reasons.push('source_url must be an http(s) URL');
  return null;
}

/**
 * `fields` maps each CSV column to its trimmed value; `sourceOverride` (the `--source` of the import)
 * replaces the file's source column.
 */
export function validateRow(fields: Readonly<Record<CsvColumn, string>>, sourceOverride?: string): RowResult {
  const reasons: string[] = [];
  for (const column of CSV_COLUMNS) {
    if (fields[column].length > MAX_FIELD && column !== 'source_url') reasons.push(`${column} is too long`);
  }
  const jurisdiction = normaliseJurisdiction(fields.jurisdiction);
  if (!/^[A-Z][A-Z0-9]{1,9}$/.test(jurisdiction)) reasons.push('jurisdiction must be a code such as CA');
  const licenseType = canonicalLicenseType(fields.license_type);
  if (licenseType === '') reasons.push('license_type is required');
  const numberKey = normaliseLicenseNumber(fields.number);
  if (numberKey === '') reasons.push('number is required');
  if (fields.first_name === '') reasons.push('first_name is required');
  if (fields.last_name === '') reasons.push('last_name is required');
  if (fields.status === '') reasons.push('status is required');
  const issueDate = optionalDate(fields.issue_date, 'issue_date', reasons);
  const expirationDate = optionalDate(fields.expiration_date, 'expiration_date', reasons);
  if (issueDate && expirationDate && isCalendarDate(issueDate) && isCalendarDate(expirationDate)) {
    if (expirationDate < issueDate) reasons.push('expiration_date is before issue_date');
  }
  const discipline = parseDiscipline(fields.discipline, reasons);
  const source = (sourceOverride ?? fields.source).trim();
  if (source === '') reasons.push('source is required (column or --source)');
  const sourceUrl = parseUrl(fields.source_url, reasons);
  if (reasons.length > 0) return { ok: false, reasons };
  return {
    ok: true,
    row: {
      number_key: numberKey,
      jurisdiction,
      license_type: licenseType,
      number: fields.number,
      first_name: fields.first_name,
      middle_name: fields.middle_name === '' ? null : fields.middle_name,
      last_name: fields.last_name,
      source_status: fields.status,
      status: normaliseStatus(fields.status),
      issue_date: issueDate,
      expiration_date: expirationDate,
      discipline,
      source,
      source_url: sourceUrl,
    },
  };
}
