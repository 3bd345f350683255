// What the demo prints: the results table and the "how to use the running service" footer. Plain
// aligned columns; colour only on a terminal, so piped or captured output stays plain text.
import type { CaseResult, DemoCase } from './verify';

const COLOURS: Readonly<Record<string, string>> = {
  accepted: '32',
  flagged: '33',
  rejected: '31',
  failed: '35',
  'timed out': '35',
  refused: '35',
};

function cells(r: CaseResult): string[] {
  const finished = r.outcome === 'completed' || r.outcome === 'failed';
  return [
    r.demo.kind,
    r.demo.what,
    r.demo.person,
    finished ? (r.decision ?? '-') : r.outcome,
    r.confidence === null ? '-' : String(r.confidence),
    r.error ?? (r.issues.length > 0 ? r.issues.join(', ') : '-'),
    r.seconds === null ? '-' : r.seconds.toFixed(2),
  ];
}

export function resultsTable(results: readonly CaseResult[], colour: boolean): string {
  const header = ['KIND', 'WHAT', 'PERSON', 'DECISION', 'CONF', 'ISSUES', 'SECONDS'];
  const rows = results.map(cells);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  // Numbers read best right-aligned; the issues column is left free-running so it never pads the line.
  const numeric = new Set([4, 6]);
  const line = (row: readonly string[]): string =>
    row
      .map((cell, i) => {
        const padded = numeric.has(i) ? cell.padStart(widths[i]) : cell.padEnd(widths[i]);
        const code = i === 3 ? COLOURS[cell] : undefined;
        return colour && code ? `\x1b[${code}m${padded}\x1b[0m` : padded;
      })
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}

export interface Footer {
  readonly port: number;
  readonly key: string;
  readonly dataDir: string;
  readonly logFile: string;
  /** A request of the run, shown as a curl the reader can paste to run it again. */
  readonly example: DemoCase | null;
  readonly staying: boolean;
}

const shellQuoted = (text: string): string => `'${text.replace(/'/g, `'\\''`)}'`;

function exampleCurl(base: string, example: DemoCase): string[] {
  return [
    `Try it (the ${example.kind} check "${example.what}" again, then read it back by id):`,
    '',
    `  curl -s -X POST ${base}${example.path} \\`,
    `    -H "Authorization: Bearer $KEY" -H 'Content-Type: application/json' \\`,
    `    -d ${shellQuoted(JSON.stringify(example.body))}`,
    `  curl -s ${base}${example.path}/<id> -H "Authorization: Bearer $KEY"`,
    '',
  ];
}

export function footer(f: Footer): string {
  const base = `http://localhost:${f.port}`;
  const lines = [
    `Service:   ${base}   (GraphQL at ${base}/graphql, contract at ${base}/openapi.json)`,
    `API key:   test mode, account "demo"`,
    '',
    `  KEY=${f.key}`,
    '',
    `Data dir:  ${f.dataDir}`,
    `Log:       ${f.logFile}`,
    '',
    ...(f.example ? exampleCurl(base, f.example) : []),
    `Demo ready: ${base}`,
  ];
  if (f.staying) lines.push('Ctrl-C stops the service.');
  return lines.join('\n');
}
