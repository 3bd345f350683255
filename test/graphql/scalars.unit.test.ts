import { Kind } from 'graphql';
import { DateScalar, DateTimeScalar, calendarDateOf, dateTimeOf } from '../../src/graphql/scalars';

describe('GraphQL date scalars', () => {
  it.each(['2026-11-23T09:00:00Z', '2026-11-23T09:00:00.123+02:00', '2026-11-23T09:00Z'])(
    'DateTime accepts %s and keeps it as written',
    (value) => {
      expect(DateTimeScalar.parseValue(value)).toBe(value);
      expect(DateTimeScalar.parseLiteral({ kind: Kind.STRING, value }, {})).toBe(value);
    },
  );

  it.each(['noon', '2026-11-23', '2026-13-45T00:00:00Z', '2026-11-23 09:00:00Z', ''])(
    'DateTime refuses %p naming the type',
    (value) => {
      expect(() => DateTimeScalar.parseValue(value)).toThrow(/^DateTime cannot represent/);
    },
  );

  it('DateTime refuses a number literal and serves Date objects as ISO strings', () => {
    expect(() => DateTimeScalar.parseLiteral({ kind: Kind.INT, value: '1700000000' }, {})).toThrow(
      /DateTime cannot represent an IntValue literal/,
    );
    expect(DateTimeScalar.serialize(new Date(Date.UTC(2026, 10, 23)))).toBe('2026-11-23T00:00:00.000Z');
    expect(dateTimeOf('2026-11-23T10:00:00+01:00')).toBe('2026-11-23T09:00:00.000Z');
  });

  it('Date accepts calendar dates that exist and nothing else', () => {
    expect(DateScalar.parseValue('1990-12-10')).toBe('1990-12-10');
    expect(calendarDateOf('2024-02-29')).toBe('2024-02-29');
    for (const bad of ['2026-02-30', '2025-02-29', '1990-12-10T00:00:00Z', '10/12/1990', 19901210])
      expect(calendarDateOf(bad)).toBeNull();
    expect(() => DateScalar.parseValue('2026-02-30')).toThrow(/^Date cannot represent "2026-02-30"/);
  });
});
