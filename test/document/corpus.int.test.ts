// A sample of the generated corpus through the real reading stage (text layer and OCR) and the engine.
// The full corpus is measured by `npm run eval`; this keeps the assembly honest in the test suite.
import { createDocumentEngine } from '../../src/engines/document/index';
import { createDocumentReader } from '../../src/engines/document/reading/index';
import type { DocumentReader } from '../../src/engines/document/reading/types';
import { DOCUMENT_RULE_DEFAULTS, effectiveRules } from '../../src/domain/rules';
import { corpusCases, renderCase } from '../corpus/index';
import type { CorpusCase } from '../corpus/index';

const SAMPLE = [
  'tuberculosis_test-00-valid-skin-test',
  'tuberculosis_test-03-valid-quantiferon',
  'covid_vaccination-01-valid-moderna-registry',
  'life_support_certification-06-renewal-month-passed',
  'food_handler_certification-13-missing-certificate-id',
  'partner_health_badge-04-inactive',
  'resume-00-valid-chronological',
];

describe('document engine on generated documents (real reader)', () => {
  let reader: DocumentReader;
  const cases = corpusCases().filter((c) => SAMPLE.includes(c.id));

  beforeAll(async () => {
    reader = createDocumentReader({ poolSize: 1 });
  });
  afterAll(async () => {
    await reader?.close();
  });

  it('finds every sampled case in the corpus', () => {
    expect(cases.map((c) => c.id).sort()).toEqual([...SAMPLE].sort());
  });

  it.each(SAMPLE)(
    'decides %s as the corpus expects',
    async (id) => {
      const c = cases.find((x) => x.id === id) as CorpusCase;
      const bytes = await renderCase(c);
      // The engine reads by URL; here the "fetch" hands over the rendered bytes.
      const engine = createDocumentEngine({
        reader: { ...reader, read: (_url, signal) => reader.readBytes(bytes, signal) },
      });
      const outcome = await engine.verify({
        verificationId: c.id,
        accountId: 'test',
        document: { url: `https://docs.example.com/${c.id}`, type: c.type },
        person: c.person,
        rules: effectiveRules(DOCUMENT_RULE_DEFAULTS[c.type], { ...c.rules, valid_on: c.validOn }, c.validOn),
      });
      expect(outcome.kind).toBe('completed');
      if (outcome.kind !== 'completed') return;
      expect({ decision: outcome.decision, issues: [...outcome.issues].sort() }).toEqual({
        decision: c.expected.decision,
        issues: [...c.expected.issues],
      });
      expect(outcome.confidence).toBeGreaterThan(0);
    },
    120_000,
  );
});
