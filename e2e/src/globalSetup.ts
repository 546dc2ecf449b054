import { ensureBuilt } from './harness';

/**
 * Builds the app once before any worker starts, when its build is older than its sources: with two
 * workers, a check in each file would race two builds on dist/.
 */
export default function globalSetup(): void {
  ensureBuilt();
}
