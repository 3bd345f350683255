import { Writable } from 'node:stream';
import { createLogger } from '../../src/shared/logger';

describe('logger', () => {
  it('never writes a key, a secret, a person or document text, and keeps the ids', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logger = createLogger('info', sink);
    logger.info(
      {
        request_id: 'req-1',
        account_id: 'acme',
        verification_id: 'v-1',
        headers: { authorization: 'Bearer sk_live_abcdefgh12345678' },
        key: 'sk_test_abcdefgh12345678',
        endpoint: { secret: 'whsec_c2VjcmV0' },
        request: { person: { first_name: 'Ada', last_name: 'Lovelace', dob: '1990-12-10' } },
        read: { text: 'Ada Lovelace TB test negative' },
      },
      'something happened',
    );
    const out = lines.join('');
    for (const secret of ['sk_live_', 'sk_test_', 'whsec_', 'Lovelace', '1990-12-10', 'negative'])
      expect(out).not.toContain(secret);
    expect(JSON.parse(out)).toMatchObject({
      request_id: 'req-1',
      account_id: 'acme',
      verification_id: 'v-1',
    });
  });
});
