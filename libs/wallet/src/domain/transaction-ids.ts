/**
 * Ledger transaction ids (D9), unique per operator. Each names what it pays for, so the unique
 * index refuses a second payment of the same thing: one debit per payment_id, one refund per
 * debit, one prize per entry, one movement per transfer_id.
 */
export const transactionIds = {
  payment: (paymentId: string) => `payment:${paymentId}`,
  /** A debit without a payment_id (free-standing rebuy): a fresh id. */
  generated: (id: string) => `generated:${id}`,
  refundOf: (debitTransactionId: string) => `refund:${debitTransactionId}`,
  prize: (entryId: string) => `prize:${entryId}`,
  transfer: (transferId: string) => `transfer:${transferId}`,
};
