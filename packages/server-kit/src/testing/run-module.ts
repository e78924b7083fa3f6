import { spawn } from 'node:child_process';

export interface ModuleRun {
  out: string;
  err: string;
  code: number | null;
}

/** Runs `source` as an ES module (TypeScript imports allowed) in a node process of its own; resolves when it exits. */
export function runModule(source: string): Promise<ModuleRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', source], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ out, err, code }));
  });
}
