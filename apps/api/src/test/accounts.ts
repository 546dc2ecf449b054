import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { TestBrowser } from './browser';
import { buildTestApp } from './buildTestApp';
import { freshBrowser, verifyMobile } from './patients';

export const MINUTE = 60_000;

/** The app of an accounts test file and the folder its uploads go to. */
export interface AccountsApp {
  app: FastifyInstance;
  uploadDir: string;
}

/**
 * The set-up every accounts test file shares: before its tests, an app on a fresh database with its own
 * upload folder and a fake clock (handed to `use`); after them, both are gone. Returns the clock's hand
 * (tests move it instead of sleeping) and a browser maker (each on its own IP, so per-IP limits of one
 * test do not touch another).
 */
export function accountsSuite(use: (built: AccountsApp) => void): {
  advance: (ms: number) => void;
  browser: () => TestBrowser;
} {
  let built: AccountsApp | undefined;
  let now = new Date();
  beforeAll(async () => {
    const uploadDir = mkdtempSync(path.join(tmpdir(), 'medibridge-uploads-'));
    const app = await buildTestApp(
      { UPLOAD_DIR: uploadDir, PUBLIC_URL: 'http://localhost:3000' },
      { clock: () => new Date(now.getTime()) },
    );
    built = { app, uploadDir };
    use(built);
  });
  afterAll(async () => {
    if (!built) return;
    await built.app.close();
    rmSync(built.uploadDir, { recursive: true, force: true });
  });
  return {
    advance: (ms) => {
      now = new Date(now.getTime() + ms);
    },
    browser: () => {
      if (!built)
        throw new Error('The accounts app is built in beforeAll: ask for a browser in a test.');
      return freshBrowser(built.app);
    },
  };
}

/** SPEC's `{code, response: {message, data: null}}` answer. */
export function expectEnvelope(res: { json(): unknown }, code: number, message: string): void {
  expect(res.json()).toEqual({ code, response: { message, data: null } });
}

/** SPEC's `{response: {status, message, data: null}}` answer. */
export function expectStatusEnvelope(
  res: { json(): unknown },
  status: number,
  message: string,
): void {
  expect(res.json()).toEqual({ response: { status, message, data: null } });
}

/** Verifies `mobile` by OTP in browser `b`; returns the verification uid. */
export const verify = async (b: TestBrowser, mobile: string): Promise<string> =>
  (await verifyMobile(b, mobile)).uid;
