// The demo's sample documents: a few cases of the generated test corpus (test/corpus), rendered at demo
// time and served from a file server on 127.0.0.1. Each case carries the person the document was made
// for and the date it was made valid on, so the request says exactly what a client would send.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { corpusCases, extensionOf, renderCase } from '../../test/corpus/index';
import type { CorpusCase, Medium } from '../../test/corpus/index';
import type { DemoCase } from './verify';

interface Pick {
  readonly id: string;
  readonly what: string;
}

// Clean documents of the kinds a staffing platform sees daily, then ones that must not pass.
const PICKS: readonly Pick[] = [
  { id: 'tuberculosis_test-03-valid-quantiferon', what: 'TB blood test (QuantiFERON)' },
  { id: 'life_support_certification-00-valid-aha-bls-ecard', what: 'BLS eCard (AHA)' },
  { id: 'flu_vaccination-00-valid-pharmacy-record', what: 'Flu vaccination, pharmacy record' },
  { id: 'resume-00-valid-chronological', what: 'Resume' },
  { id: 'life_support_certification-06-renewal-month-passed', what: 'BLS eCard, renewal month passed' },
  { id: 'tuberculosis_test-08-positive-quantiferon', what: 'TB blood test, positive result' },
  { id: 'flu_vaccination-13-name-mismatch', what: "Flu record with someone else's name" },
];

const MEDIUM: Readonly<Record<Medium, string>> = {
  pdf_text: 'PDF',
  pdf_scan: 'scanned PDF',
  png_scan: 'PNG scan',
  jpeg_photo: 'phone photo',
};

const CONTENT_TYPE: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
};

export interface FileServer {
  readonly baseUrl: string;
  close(): Promise<void>;
}

/** Serves in-memory files by name; anything else is 404. */
export async function serveFiles(files: ReadonlyMap<string, Buffer>): Promise<FileServer> {
  const server = http.createServer((req, res) => {
    const name = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname.slice(1));
    const body = files.get(name);
    if (!body || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found\n');
      return;
    }
    const ext = name.slice(name.lastIndexOf('.') + 1);
    res.writeHead(200, {
      'Content-Type': CONTENT_TYPE[ext] ?? 'application/octet-stream',
      'Content-Length': body.length,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // An ephemeral port: the demo must never collide with the service's own port or a second demo.
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function requestFor(c: CorpusCase, url: string): Record<string, unknown> {
  const { first_name, middle_name, last_name, dob } = c.person;
  return {
    document: { url, type: c.type },
    person: { first_name, last_name, ...(middle_name ? { middle_name } : {}), ...(dob ? { dob } : {}) },
    external_id: `demo-${c.id}`,
    // The corpus dates every document relative to its own "valid on" day; asking for validity on that
    // day keeps a sample's dates meaning the same thing whatever day the demo runs.
    rules: { ...c.rules, valid_on: c.validOn },
  };
}

export interface DocumentSamples {
  readonly cases: readonly DemoCase[];
  readonly server: FileServer;
}

/** Renders the picked corpus cases and serves them; the returned cases point at the served files. */
export async function prepareDocuments(): Promise<DocumentSamples> {
  const byId = new Map(corpusCases().map((c) => [c.id, c]));
  const picked = PICKS.map((p) => {
    const c = byId.get(p.id);
    if (!c) throw new Error(`corpus case ${p.id} no longer exists: update scripts/demo/documents.ts`);
    return { pick: p, corpus: c, file: `${p.id}.${extensionOf(c.medium)}` };
  });
  const rendered = await Promise.all(picked.map(async ({ corpus }) => renderCase(corpus)));
  const server = await serveFiles(new Map(picked.map(({ file }, i) => [file, rendered[i]])));
  const cases = picked.map(({ pick, corpus, file }): DemoCase => {
    return {
      kind: 'document',
      what: `${pick.what} · ${MEDIUM[corpus.medium]}`,
      person: `${corpus.person.first_name} ${corpus.person.last_name}`,
      path: '/v1/document-verifications',
      body: requestFor(corpus, `${server.baseUrl}/${file}`),
    };
  });
  return { cases, server };
}
