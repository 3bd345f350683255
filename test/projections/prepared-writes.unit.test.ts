import { inGroupsOf, placeholders, runWrites } from '../../src/projection/projection';
import { openDatabase } from '../../src/storage/sqlite';

const sqlOf = (rows: number) => `INSERT INTO t (a, b) VALUES ${placeholders(rows, 2)}`;
const rowsOf = (count: number) => Array.from({ length: count }, (_, i) => [i, `r${i}`]).flat();

describe('prepared writes in groups of rows', () => {
  it('writes whole groups, then the rest in halving powers of two', () => {
    const groups = (count: number) =>
      inGroupsOf(25, sqlOf, 2, rowsOf(count)).map((w) => [w.width / 2, w.params.length / 2]);
    // [rows per statement, rows written with it]
    expect(groups(0)).toEqual([]);
    expect(groups(1)).toEqual([[1, 1]]);
    expect(groups(19)).toEqual([
      [16, 16],
      [2, 2],
      [1, 1],
    ]);
    expect(groups(25)).toEqual([[25, 25]]);
    expect(groups(60)).toEqual([
      [25, 50],
      [8, 8],
      [2, 2],
    ]);
  });

  it('writes every row once, in order', () => {
    for (const count of [1, 7, 24, 25, 26, 63]) {
      const db = openDatabase(':memory:');
      db.exec('CREATE TABLE t (n INTEGER PRIMARY KEY AUTOINCREMENT, a INTEGER, b TEXT)');
      runWrites(db, inGroupsOf(25, sqlOf, 2, rowsOf(count)));
      expect(db.prepare('SELECT a, b FROM t ORDER BY n').raw(true).all().flat()).toEqual(rowsOf(count));
      db.close();
    }
  });
});
