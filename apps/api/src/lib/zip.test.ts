import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, unzipStored, zipStored } from './zip';

const AT = new Date('2026-11-28T10:20:30Z');

describe('zipStored', () => {
  it('computes the IEEE CRC-32 the zip format uses', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array())).toBe(0);
  });

  it('writes an archive that reads back byte for byte, names in UTF-8', () => {
    const pdf = Buffer.from('%PDF-1.7\n% binary \u0000\u00ff\n', 'latin1');
    const archive = zipStored(
      [
        { name: 'profile.json', data: Buffer.from('{"name":"प्रिया"}') },
        { name: 'prescriptions/APT-1.pdf', data: pdf },
        { name: 'empty.txt', data: new Uint8Array() },
      ],
      AT,
    );
    const files = unzipStored(archive);
    expect([...files.keys()]).toEqual(['profile.json', 'prescriptions/APT-1.pdf', 'empty.txt']);
    expect(files.get('profile.json')?.toString()).toBe('{"name":"प्रिया"}');
    expect(files.get('prescriptions/APT-1.pdf')?.equals(pdf)).toBe(true);
    expect(files.get('empty.txt')?.length).toBe(0);
  });

  it('is a zip another tool opens: Info-ZIP tests it and lists the entries', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'medibridge-zip-'));
    try {
      const file = path.join(dir, 'a.zip');
      writeFileSync(
        file,
        zipStored(
          [
            { name: 'a.json', data: Buffer.from('[1,2,3]') },
            { name: 'docs/b.txt', data: Buffer.from('hello') },
          ],
          AT,
        ),
      );
      let out: string;
      try {
        out = execFileSync('unzip', ['-t', file], { encoding: 'utf8' });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return; // no unzip on this machine
        throw error;
      }
      expect(out).toMatch(/No errors detected/);
      expect(out).toContain('docs/b.txt');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses unsafe and duplicate names', () => {
    expect(() => zipStored([{ name: '../x', data: Buffer.from('') }], AT)).toThrow(/unsafe/);
    expect(() => zipStored([{ name: '/etc/x', data: Buffer.from('') }], AT)).toThrow(/unsafe/);
    expect(() =>
      zipStored(
        [
          { name: 'a', data: Buffer.from('1') },
          { name: 'a', data: Buffer.from('2') },
        ],
        AT,
      ),
    ).toThrow(/duplicate/);
  });

  it('a damaged archive fails its checksum when read', () => {
    const archive = zipStored([{ name: 'a.txt', data: Buffer.from('hello') }], AT);
    const at = archive.indexOf('hello');
    archive[at] = 'j'.charCodeAt(0);
    expect(() => unzipStored(archive)).toThrow(/CRC/);
  });
});
