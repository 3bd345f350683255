// The demo's license checks, all against examples/demo-board.csv (imported into the embedded registry
// before the service starts). Every case uses a jurisdiction/type pair that the file holds: the router
// sends any other pair to the NPI registry over the network, which the demo must never need.
import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { DemoCase } from './verify';

export const BOARD_FILE = 'examples/demo-board.csv';
export const BOARD_SOURCE = 'demo-board';

interface LicenseCheck {
  readonly type: string;
  readonly jurisdiction: string;
  readonly number: string;
  readonly first_name: string;
  readonly middle_name?: string;
  readonly last_name: string;
}

const CHECKS: readonly LicenseCheck[] = [
  {
    type: 'RN',
    jurisdiction: 'CA',
    number: '95012345',
    first_name: 'Florence',
    last_name: 'Nightingale',
  },
  {
    type: 'RN',
    jurisdiction: 'NY',
    number: '712455',
    first_name: 'Oluwaseun',
    middle_name: 'Ada',
    last_name: 'Abernathy-Cole',
  },
  {
    type: 'LPN',
    jurisdiction: 'FL',
    number: 'PN5283017',
    first_name: 'Dorian',
    last_name: 'Achterberg',
  },
  {
    type: 'RN',
    jurisdiction: 'CA',
    number: '95018876',
    first_name: 'Marisol',
    last_name: 'Quintero-Vale',
  },
  {
    type: 'RN',
    jurisdiction: 'TX',
    number: '884213',
    first_name: 'Henrietta',
    last_name: 'Voss',
  },
  {
    type: 'CNA',
    jurisdiction: 'AZ',
    number: '1049921',
    first_name: 'Tobias',
    last_name: 'Mercer-Lund',
  },
  {
    type: 'RN',
    jurisdiction: 'CA',
    number: '95099999',
    first_name: 'Jordan',
    last_name: 'Ellery',
  },
];

type BoardRow = Readonly<
  Record<'jurisdiction' | 'license_type' | 'number' | 'status' | 'expiration_date', string>
>;

/** What the board file itself says about a record, read from the file so the table cannot disagree with it. */
function boardNote(rows: readonly BoardRow[], c: LicenseCheck): string {
  const row = rows.find(
    (r) => r.jurisdiction === c.jurisdiction && r.license_type === c.type && r.number === c.number,
  );
  if (!row) return 'not in the board file';
  return `board: ${row.status}${row.expiration_date ? `, exp ${row.expiration_date}` : ''}`;
}

export function licenseCases(boardFile: string): DemoCase[] {
  const rows = parse(fs.readFileSync(boardFile), { columns: true, trim: true }) as BoardRow[];
  return CHECKS.map((c) => ({
    kind: 'license',
    what: `${c.type} ${c.jurisdiction} ${c.number} (${boardNote(rows, c)})`,
    person: `${c.first_name} ${c.last_name}`,
    path: '/v1/license-verifications',
    body: {
      license: { type: c.type, number: c.number, jurisdiction: c.jurisdiction },
      person: {
        first_name: c.first_name,
        last_name: c.last_name,
        ...(c.middle_name ? { middle_name: c.middle_name } : {}),
      },
      external_id: `demo-license-${c.jurisdiction}-${c.number}`.toLowerCase(),
    },
  }));
}
