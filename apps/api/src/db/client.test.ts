import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { lockDataDir } from './client';

describe('lockDataDir', () => {
  let base: string;
  beforeEach(() => {
    base = mkdtempSync(path.join(tmpdir(), 'medibridge-lock-'));
  });
  afterEach(() => rmSync(base, { recursive: true, force: true }));

  it('refuses a data directory another live process holds, naming it', () => {
    const dir = path.join(base, 'pgdata');
    const release = lockDataDir(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    expect(() => lockDataDir(dir)).toThrow(
      `in use by another MediBridge process (pid ${process.pid})`,
    );
    release();
    lockDataDir(dir)();
  });

  it('takes over a lock left by a dead process', () => {
    const dir = path.join(base, 'pgdata');
    writeFileSync(`${dir}.lock`, '2147483646');
    const release = lockDataDir(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
  });
});
