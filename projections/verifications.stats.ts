// Statistics over the `verifications` read model (SPEC.md §8): counts of one account and mode's
// verifications scheduled in a time range, grouped by day, type, decision or issue, with the median and
// 95th percentile of the seconds from scheduled to final.
import type { SqliteDatabase } from '../src/storage/sqlite';
import { statement } from '../src/storage/sqlite';
import type { Scope } from './verifications.projection';

export const STATS_GROUPS = ['DAY', 'TYPE', 'DECISION', 'ISSUE'] as const;
export type StatsGroupBy = (typeof STATS_GROUPS)[number];

export interface StatsQuery {
  /** scheduled_at bounds, ISO 8601 UTC: from inclusive, to exclusive. */
  readonly from: string;
  readonly to: string;
  readonly groupBy: StatsGroupBy;
}

export interface StatsGroup {
  /** The day (YYYY-MM-DD), type (document type or "license"), decision ("pending" until final) or issue. */
  readonly key: string;
  readonly count: number;
  readonly completed: number;
  readonly failed: number;
  /** Seconds from scheduled to completed or failed, over the group's final verifications (null: none). */
  readonly median_seconds: number | null;
  readonly p95_seconds: number | null;
}

interface Row {
  kind: string;
  document_type: string | null;
  status: string;
  scheduled_at: string;
  decision: string | null;
  final_at: string | null;
  issues: string | null;
}

function keysOf(row: Row, groupBy: StatsGroupBy): string[] {
  switch (groupBy) {
    case 'DAY':
      return [row.scheduled_at.slice(0, 10)];
    case 'TYPE':
      return [row.document_type ?? 'license'];
    case 'DECISION':
      return [
        row.status === 'failed'
          ? 'failed'
          : row.status === 'completed'
            ? (row.decision ?? 'pending')
            : 'pending',
      ];
    case 'ISSUE':
      return row.issues ? [...new Set(JSON.parse(row.issues) as string[])] : [];
    default: {
      const never: never = groupBy;
      return never;
    }
  }
}

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
}

export function verificationStats(db: SqliteDatabase, scope: Scope, query: StatsQuery): StatsGroup[] {
  const rows = statement<[string, string, string, string], Row>(
    db,
    `SELECT kind, document_type, status, scheduled_at,
            json_extract(state, '$.outcome.decision') AS decision,
            COALESCE(json_extract(state, '$.completedAt'), json_extract(state, '$.failedAt')) AS final_at,
            COALESCE(json_extract(state, '$.outcome.issues'), json_extract(state, '$.failure.issues')) AS issues
       FROM verifications
      WHERE account_id = ? AND mode = ? AND scheduled_at >= ? AND scheduled_at < ?`,
  ).all(scope.accountId, scope.mode, query.from, query.to);
  const groups = new Map<string, { count: number; completed: number; failed: number; seconds: number[] }>();
  for (const row of rows) {
    for (const key of keysOf(row, query.groupBy)) {
      const group = groups.get(key) ?? { count: 0, completed: 0, failed: 0, seconds: [] };
      group.count += 1;
      if (row.status === 'completed') group.completed += 1;
      if (row.status === 'failed') group.failed += 1;
      if (row.final_at) group.seconds.push((Date.parse(row.final_at) - Date.parse(row.scheduled_at)) / 1000);
      groups.set(key, group);
    }
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, g]) => {
      const sorted = [...g.seconds].sort((a, b) => a - b);
      return {
        key,
        count: g.count,
        completed: g.completed,
        failed: g.failed,
        median_seconds: percentile(sorted, 0.5),
        p95_seconds: percentile(sorted, 0.95),
      };
    });
}
