// The license engine: normalise the request, route it, ask the routed sources in order until one
// covers the query, keep that answer as evidence, and decide. Source outages become TransientFault
// (the worker retries the job); a source that refuses the query and an unknown jurisdiction are
// permanent failures.
import type { EngineOutcome, FailedOutcome, LicenseEngine, LicenseJob } from '../contract';
import { TransientFault } from '../contract';
import type { Logger } from '../../shared/logger';
import { decideLicense } from './decide';
import type { LicenseRules } from './decide';
import type { EvidenceStore } from './evidence/types';
import { proofPath } from './evidence/types';
import { normaliseJurisdiction } from './jurisdictions';
import { canonicalLicenseType } from './license-types';
import { normaliseLicenseNumber } from './numbers';
import { isCalendarDate } from './registry/rows';
import type { Router } from './routing';
import { SourceRejectedError, SourceUnavailableError } from './sources/errors';
import type { Clock, LicenseQuery, LicenseSource, SourceAnswer, SourceName } from './types';

export interface LicenseEngineParts {
  readonly router: Router;
  readonly sources: Readonly<Record<SourceName, LicenseSource>>;
  readonly evidence: EvidenceStore;
  readonly clock: Clock;
  readonly logger: Logger;
}

export function toQuery(job: LicenseJob): LicenseQuery {
  const jurisdiction = job.license.jurisdiction?.trim()
    ? normaliseJurisdiction(job.license.jurisdiction)
    : null;
  return {
    type: canonicalLicenseType(job.license.type),
    number: job.license.number.trim(),
    numberKey: normaliseLicenseNumber(job.license.number),
    jurisdiction,
    person: {
      first: job.person.first_name,
      middle: job.person.middle_name?.trim() ? job.person.middle_name : null,
      last: job.person.last_name,
    },
  };
}

/** The job's rules arrive merged with the defaults; these fallbacks only guard a caller that skipped that. */
export function toRules(rules: LicenseJob['rules'], clock: Clock): LicenseRules {
  const validOn =
    typeof rules.valid_on === 'string' && isCalendarDate(rules.valid_on) ? rules.valid_on : null;
  return {
    validOn: validOn ?? clock.now().toISOString().slice(0, 10),
    allowProbation: rules.allow_probation === true,
    requireNameMatch: rules.require_name_match !== false,
  };
}

const failed = (issue: string, reason: string): FailedOutcome => ({
  kind: 'failed',
  issues: [issue],
  reason,
});

export class DefaultLicenseEngine implements LicenseEngine {
  constructor(private readonly parts: LicenseEngineParts) {}

  async verify(job: LicenseJob): Promise<EngineOutcome> {
    const { router, evidence, clock, logger } = this.parts;
    const query = toQuery(job);
    const rules = toRules(job.rules, clock);
    const plan = router.plan(query);
    if (plan.kind === 'unsupported') return failed('jurisdiction not supported', plan.reason);
    for (const name of plan.sources) {
      const answer =
        query.numberKey === '' ? this.emptyNumberAnswer(name, query) : await this.ask(name, query, job);
      if (answer === null) continue;
      if ('kind' in answer) return answer;
      const n = await evidence.put(job.accountId, job.verificationId, answer.evidence);
      const outcome = decideLicense(query, rules, answer, proofPath(job.verificationId, n));
      logger.debug(
        {
          verificationId: job.verificationId,
          source: name,
          decision: outcome.decision,
          issues: outcome.issues,
        },
        'license verified',
      );
      return outcome;
    }
    return failed(
      'jurisdiction not supported',
      `no routed source (${plan.sources.join(', ')}) covers the query`,
    );
  }

  private async ask(
    name: SourceName,
    query: LicenseQuery,
    job: LicenseJob,
  ): Promise<SourceAnswer | FailedOutcome | null> {
    try {
      return await this.parts.sources[name].lookup(query, job.signal);
    } catch (error) {
      if (error instanceof SourceUnavailableError) {
        this.parts.logger.warn(
          { verificationId: job.verificationId, source: name, err: error.message },
          'source down',
        );
        throw new TransientFault(error.message, 'license source unavailable');
      }
      if (error instanceof SourceRejectedError) return failed('license source unavailable', error.message);
      throw error;
    }
  }

  // A number with nothing number-like in it cannot be on any record; the answer is still kept as evidence.
  private emptyNumberAnswer(name: SourceName, query: LicenseQuery): SourceAnswer {
    return {
      source: name,
      standing: name === 'registry',
      records: [],
      evidence: {
        source: 'license number check',
        captured_at: this.parts.clock.now().toISOString(),
        request: { number: query.number },
        response: { reason: 'the number has no letters or digits' },
      },
    };
  }

  close(): Promise<void> {
    return this.parts.evidence.close();
  }
}
