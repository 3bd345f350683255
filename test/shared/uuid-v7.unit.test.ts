import { isServiceUuid, uuidV7 } from '../../src/shared/clock';

describe('uuidV7', () => {
  it('gives well-formed version 7 ids, all different, in creation order', () => {
    const ids = Array.from({ length: 5000 }, () => uuidV7());
    for (const id of ids) {
      expect(isServiceUuid(id)).toBe(true);
      expect(id[14]).toBe('7');
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });

  it('carries the creation time in its first 48 bits', () => {
    const before = Date.now();
    const id = uuidV7();
    const ms = parseInt(id.replace(/-/g, '').slice(0, 12), 16);
    expect(ms).toBeGreaterThanOrEqual(before);
    expect(ms).toBeLessThanOrEqual(Date.now() + 1);
  });

  it('draws fresh random bits for every id', () => {
    const tails = new Set(Array.from({ length: 1000 }, () => uuidV7().slice(-12)));
    expect(tails.size).toBe(1000);
  });
});
