// Runs one verification the way a client does: POST (202), then GET by id until the status is final.
// Everything the table shows comes from the service's answers; nothing is filled in from the cases.
export interface DemoCase {
  readonly kind: 'document' | 'license';
  readonly what: string;
  readonly person: string;
  readonly path: '/v1/document-verifications' | '/v1/license-verifications';
  readonly body: Readonly<Record<string, unknown>>;
}

export type Outcome = 'completed' | 'failed' | 'timed out' | 'refused';

export interface CaseResult {
  readonly demo: DemoCase;
  readonly outcome: Outcome;
  readonly id: string | null;
  readonly decision: string | null;
  readonly confidence: number | null;
  readonly issues: readonly string[];
  /** From the 202 to the final status, by the service's own time stamps when it gave them. */
  readonly seconds: number | null;
  /** Why the request was refused (status and error code), for a case that never started. */
  readonly error?: string;
}

interface Verification {
  readonly id: string;
  readonly status: string;
  readonly decision: string | null;
  readonly confidence: number | null;
  readonly issues: readonly string[] | null;
  readonly scheduled_at: string;
  readonly completed_at: string | null;
  readonly failed_at: string | null;
}

export interface Api {
  readonly baseUrl: string;
  readonly key: string;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

async function call(api: Api, path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${api.baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      Authorization: `Bearer ${api.key}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = { error: 'not_json', message: text.slice(0, 200) };
  }
  return { status: response.status, json };
}

function secondsOf(v: Verification, acceptedAt: number): number {
  const end = v.completed_at ?? v.failed_at;
  const served = end ? Date.parse(end) - Date.parse(v.scheduled_at) : NaN;
  return (Number.isFinite(served) ? served : Date.now() - acceptedAt) / 1000;
}

export async function runCase(api: Api, demo: DemoCase, timeoutMs: number): Promise<CaseResult> {
  const empty = { demo, id: null, decision: null, confidence: null, issues: [], seconds: null };
  const started = await call(api, demo.path, demo.body);
  const acceptedAt = Date.now();
  const { id, error, message } = started.json as { id?: string; error?: string; message?: string };
  if (started.status !== 202 || typeof id !== 'string')
    return {
      ...empty,
      outcome: 'refused',
      error: `${started.status} ${error ?? ''}: ${message ?? ''}`.trim(),
    };
  const deadline = acceptedAt + timeoutMs;
  let delay = 200;
  while (Date.now() < deadline) {
    await sleep(delay);
    delay = Math.min(delay * 1.5, 1000);
    const read = await call(api, `${demo.path}/${id}`).catch(() => null);
    // A missed poll (a slow answer under load) is only a reason to ask again.
    if (!read || read.status !== 200) continue;
    const v = read.json as Verification;
    if (v.status !== 'completed' && v.status !== 'failed') continue;
    return {
      demo,
      outcome: v.status,
      id,
      decision: v.decision,
      confidence: v.confidence,
      issues: v.issues ?? [],
      seconds: secondsOf(v, acceptedAt),
    };
  }
  return { ...empty, id, outcome: 'timed out', seconds: (Date.now() - acceptedAt) / 1000 };
}

/** All cases at once, as a platform's traffic would arrive; `onDone` reports each as it finishes. */
export function runAll(
  api: Api,
  cases: readonly DemoCase[],
  timeoutMs: number,
  onDone: (finished: number) => void,
): Promise<CaseResult[]> {
  let finished = 0;
  return Promise.all(
    cases.map(async (demo) => {
      const result = await runCase(api, demo, timeoutMs).catch((error: unknown): CaseResult => ({
        demo,
        outcome: 'refused',
        id: null,
        decision: null,
        confidence: null,
        issues: [],
        seconds: null,
        error: (error as Error).message,
      }));
      onDone(++finished);
      return result;
    }),
  );
}
