// Entry point of `npm run cli -- …`: runs the command line whenever this file is loaded, however it was
// loaded (the npm script requires it through scripts/build-then.js). The commands live in `cli.ts`.
import { runCli } from './cli';

runCli(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  isTTY: Boolean(process.stderr.isTTY),
  env: process.env,
}).then(
  (code) => {
    process.exitCode = code;
    // Adapters may keep timers or sockets alive; the command is over, so the process is too.
    process.stdout.write('', () => process.exit(code));
  },
  (error: unknown) => {
    process.stderr.write(`credence: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
