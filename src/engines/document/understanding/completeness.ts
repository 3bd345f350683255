// How much of a type's key evidence the extractor found: the basis of "invalid extraction" and of the
// confidence score.
import type { Extracted } from './index';

const share = (flags: readonly boolean[]): number =>
  flags.length === 0 ? 0 : flags.filter(Boolean).length / flags.length;
const mean = (values: readonly number[]): number =>
  values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;

export function completeness(e: Extracted): number {
  switch (e.type) {
    case 'tuberculosis_test':
      return mean(
        e.tb.data.tests.map((t) =>
          share([
            t.type !== null,
            t.result !== null,
            t.exam_date !== null || t.report_date !== null,
            t.administrator.name !== null ||
              t.administrator.facility !== null ||
              t.administrator.signature === 'present',
          ]),
        ),
      );
    case 'covid_vaccination':
      // A form recognised as a declination is evidence in itself; a reason left unticked is a finding
      // (missing declination reason), not a sign the form could not be read.
      if (e.data.declination) return share([true, e.data.declination.date !== null]);
      return mean(
        e.data.doses.map((d) =>
          share([
            d.date !== null,
            d.manufacturer !== null,
            d.administrator.name !== null || d.administrator.facility !== null,
          ]),
        ),
      );
    case 'flu_vaccination':
      if (e.data.declination)
        return share([true, e.data.declination.date !== null, e.data.declination.season !== null]);
      return mean(
        e.data.vaccinations.map((v) =>
          share([
            v.date !== null,
            v.product !== null,
            v.administrator.name !== null || v.administrator.facility !== null,
          ]),
        ),
      );
    case 'life_support_certification':
      return mean(
        e.data.certifications.map((c) =>
          share([
            c.id !== null,
            c.type !== null || c.course !== null,
            c.issuer !== null,
            c.expiration_date !== null,
          ]),
        ),
      );
    case 'food_handler_certification':
    case 'alcohol_handler_certification': {
      const c = e.data.certificate;
      return share([
        c.id !== null,
        c.program !== null,
        c.issuer !== null,
        c.issue_date !== null || c.expiration_date !== null,
      ]);
    }
    case 'physical_exam':
      return share([
        e.data.exam_date !== null,
        e.data.examiner.name !== null,
        e.data.examiner.signature === 'present',
        e.data.clearance !== null,
      ]);
    case 'partner_health_badge': {
      const b = e.data.badge;
      return share([b.id !== null, b.issuer !== null, b.expiration_date !== null, b.status !== null]);
    }
    case 'resume':
      return share([
        e.data.work_history.length > 0,
        e.data.contact.email !== null || e.data.contact.phone !== null,
        e.data.education.length > 0 || e.data.credentials_mentioned.length > 0,
      ]);
    default: {
      const never: never = e;
      return never;
    }
  }
}
