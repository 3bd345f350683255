// OCR must never reach the network at run time: the language data ships in @tesseract.js-data/eng. The
// reader runs in a child process whose every thread (the reading threads and tesseract's own) has
// sockets, DNS and fetch replaced by a trap that records the attempt and fails.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { scannedPdf, scanPng, TB_LINES, TB_WORDS } from './fixtures';

jest.setTimeout(60_000);

const repository = path.resolve(__dirname, '..', '..');

const TRAP = `
const fs = require('node:fs');
const net = require('node:net');
const dns = require('node:dns');
const { threadId } = require('node:worker_threads');
const log = process.env.NETWORK_TRAP_LOG;
const trap = (what) => () => {
  fs.appendFileSync(log, what + ' in thread ' + threadId + '\\n');
  throw new Error('network is disabled in this test');
};
net.Socket.prototype.connect = trap('socket connect');
dns.lookup = trap('dns lookup');
dns.promises.lookup = trap('dns lookup');
globalThis.fetch = trap('fetch');
`;

const SCRIPT = `
const fs = require('node:fs');
const { createDocumentReader } = require(process.env.READER_MODULE);
(async () => {
  const reader = createDocumentReader({ poolSize: 1 });
  const texts = [];
  for (const file of process.argv.slice(2)) texts.push((await reader.readBytes(fs.readFileSync(file))).text);
  await reader.close();
  process.stdout.write(JSON.stringify(texts));
})().catch((error) => {
  process.stderr.write(String(error && error.stack));
  process.exit(1);
});
`;

function run(
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { env, cwd: repository });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('document reading without a network', () => {
  it('OCRs images and scanned PDFs with no network access at all', async () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'credence-offline-'));
    try {
      const trap = path.join(directory, 'trap.js');
      const script = path.join(directory, 'read.js');
      const log = path.join(directory, 'network.log');
      fs.writeFileSync(trap, TRAP);
      fs.writeFileSync(script, SCRIPT);
      fs.writeFileSync(log, '');
      const png = await scanPng(TB_LINES);
      fs.writeFileSync(path.join(directory, 'scan.png'), png);
      fs.writeFileSync(path.join(directory, 'scan.pdf'), await scannedPdf(png));

      const result = await run(
        ['--require', trap, script, path.join(directory, 'scan.png'), path.join(directory, 'scan.pdf')],
        {
          ...process.env,
          NETWORK_TRAP_LOG: log,
          READER_MODULE: path.join(repository, 'dist', 'src', 'engines', 'document', 'reading', 'index.js'),
        },
      );
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      const texts = JSON.parse(result.stdout) as string[];
      expect(texts).toHaveLength(2);
      for (const text of texts) for (const word of TB_WORDS) expect(text.toLowerCase()).toContain(word);
      expect(fs.readFileSync(log, 'utf8')).toBe('');
    } finally {
      fs.rmSync(directory, { recursive: true, force: true });
    }
  });
});
