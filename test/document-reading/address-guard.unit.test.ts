import {
  createAllowList,
  isBlockedAddress,
  parseAllowedHosts,
  refusedAddress,
  refusedName,
} from '../../src/shared/http/address-guard';

describe('address guard', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'fd00:ec2::254',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:169.254.169.254',
    '[::1]',
  ])('refuses %s', (address) => {
    expect(isBlockedAddress(address)).toBe(true);
  });

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    'allows public %s',
    (address) => {
      expect(isBlockedAddress(address)).toBe(false);
    },
  );

  it('parses FETCH_ALLOWED_HOSTS', () => {
    expect(parseAllowedHosts(undefined)).toEqual([]);
    expect(parseAllowedHosts(' Board.Example ,10.0.0.0/8,, [::1] ')).toEqual([
      'board.example',
      '10.0.0.0/8',
      '::1',
    ]);
  });

  it('lets allowed names, IPs and CIDRs through', () => {
    const allow = createAllowList(['127.0.0.1', '10.0.0.0/8', 'intranet.local', 'fd00::/8']);
    expect(refusedAddress('x', '127.0.0.1', allow)).toBeUndefined();
    expect(refusedAddress('x', '::ffff:127.0.0.1', allow)).toBeUndefined();
    expect(refusedAddress('x', '10.200.3.4', allow)).toBeUndefined();
    expect(refusedAddress('x', 'fd12::1', allow)).toBeUndefined();
    expect(refusedAddress('intranet.local', '192.168.0.4', allow)).toBeUndefined();
    expect(refusedAddress('x', '127.0.0.2', allow)).toMatch(/not public/);
    expect(refusedAddress('x', '192.168.0.4', allow)).toMatch(/not public/);
  });

  it('refuses metadata names unless allowed', () => {
    expect(refusedName('metadata.google.internal', createAllowList([]))).toMatch(/metadata/);
    expect(refusedName('METADATA.google.internal.', createAllowList([]))).toMatch(/metadata/);
    expect(
      refusedName('metadata.google.internal', createAllowList(['metadata.google.internal'])),
    ).toBeUndefined();
    expect(refusedName('example.com', createAllowList([]))).toBeUndefined();
  });
});
