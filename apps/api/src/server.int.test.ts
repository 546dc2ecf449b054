import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The real entry point as a process: configuration errors, the ready line, graceful shutdown.
const apiDir = path.resolve(__dirname, '..');
const tsx = path.join(apiDir, 'node_modules', '.bin', 'tsx');
const baseEnv = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' };

describe('server.ts', () => {
  it('exits 1 with a message naming each bad variable', () => {
    const result = spawnSync(tsx, ['src/server.ts'], {
      cwd: apiDir,
      env: { ...baseEnv, PORT: 'abc', RATE_LIMIT_MAX: 'lots' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PORT must be a whole number between 0 and 65535 (got "abc")');
    expect(result.stderr).toContain('RATE_LIMIT_MAX must be a whole number');
  });

  it('prints the URL when ready and shuts down cleanly on SIGTERM, releasing the data directory', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'medibridge-server-'));
    let child: ChildProcess | undefined;
    try {
      child = spawn(tsx, ['src/server.ts'], {
        cwd: apiDir,
        env: {
          ...baseEnv,
          PORT: '0',
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          SEED_ON_START: 'false',
          LOG_LEVEL: 'info',
        },
      });
      let output = '';
      child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ready line:\n${output}`)), 120_000);
        child!.stdout?.on('data', () => {
          const match = /MediBridge is ready on (http:\/\/localhost:\d+)\n/.exec(output);
          if (match) {
            clearTimeout(timer);
            resolve(match[1] as string);
          }
        });
      });
      const health = await fetch(`${url}/healthz`);
      expect(health.status).toBe(200);
      expect(existsSync(path.join(dataDir, 'pgdata.lock'))).toBe(true);
      const exitCode = await new Promise<number | null>((resolve) => {
        child!.on('exit', (code) => resolve(code));
        child!.kill('SIGTERM');
      });
      expect(exitCode).toBe(0);
      expect(output).toContain('Shut down cleanly');
      expect(existsSync(path.join(dataDir, 'pgdata.lock'))).toBe(false);
    } finally {
      if (child && child.exitCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
