/**
 * The wallet: the ledger (balance under the user's row lock, entries written once) and the wallet screen's
 * call. Others import only this file.
 */
export {
  addWalletEntry,
  lockedBalancePaise,
  walletEntryPaise,
  type WalletEntryKind,
} from './repository';
export { walletRoutes } from './routes';
