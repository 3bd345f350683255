// The `data` object of DOMAIN.md per type: extracted fields without the evidence only checks use.
import type { Extracted } from '../understanding/index';

export function typeData(e: Extracted): Record<string, unknown> {
  switch (e.type) {
    case 'tuberculosis_test':
      return { tests: e.tb.data.tests };
    case 'covid_vaccination': {
      const d = e.data.declination;
      return {
        record_type: e.data.record_type,
        doses: e.data.doses,
        declination: d ? { date: d.date, reason: d.reason } : null,
      };
    }
    case 'flu_vaccination':
      return { ...e.data };
    case 'life_support_certification':
      return {
        certifications: e.data.certifications.map((c) => ({
          id: c.id,
          type: c.type,
          issuer: c.issuer,
          issue_date: c.issue_date,
          expiration_date: c.expiration_date,
        })),
      };
    case 'food_handler_certification':
    case 'alcohol_handler_certification': {
      const { expirationPrinted: _printed, ...certificate } = e.data.certificate;
      return { certificate };
    }
    case 'physical_exam':
    case 'partner_health_badge':
      return { ...e.data };
    case 'resume':
      return { ...e.data, work_history: e.data.work_history.map(({ current: _current, ...w }) => w) };
    default: {
      const never: never = e;
      return never;
    }
  }
}
