// The seamless wallet adapter: public API of '@app/wallet'.
export { checkWalletUrl, type WalletUrlCheck, type WalletUrlOptions } from './wallet-url';
export type { WalletHostResolver } from './wallet-dns';
export {
  signWalletRequest,
  verifyWalletSignature,
  WalletRequestError,
  WALLET_HEADERS,
  SIGNATURE_TOLERANCE_SECONDS,
  type SeamlessOperation,
  type WalletCallOutcome,
  type WalletReason,
  type WalletRollbackRequest,
  type WalletTarget,
  type WalletTransferRequest,
} from './wallet-protocol';
export { SeamlessWalletClient, SEAMLESS_WALLET_OPTIONS, WALLET_URL_REFUSED, type SeamlessWalletOptions } from './seamless-wallet.client';
export { SeamlessWalletModule } from './seamless-wallet.module';
