// Runs a CLI command in process against a data directory, capturing what it prints.
import { Writable } from 'node:stream';
import { runCli } from '../../src/cli/cli';

export async function runCommand(
  dataDir: string,
  args: readonly string[],
  env: Record<string, string> = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  const texts = { out: '', err: '' };
  const sink = (k: 'out' | 'err') =>
    new Writable({
      write(chunk, _enc, done) {
        texts[k] += chunk.toString();
        done();
      },
    });
  const code = await runCli([...args], {
    stdout: sink('out'),
    stderr: sink('err'),
    isTTY: false,
    env: { ...process.env, DATA_DIR: dataDir, ...env },
  });
  return { code, stdout: texts.out, stderr: texts.err };
}
