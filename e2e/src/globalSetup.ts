import { ensureBuilt } from './harness';

/**
 * Builds the app once before any worker starts (when its build is older than its sources). Each journey
 * file's beforeAll checks again, which is then a no-op: with two workers, two builds would race on dist/.
 */
export default function globalSetup(): void {
  ensureBuilt();
}
