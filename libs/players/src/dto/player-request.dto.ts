import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsNumber, IsOptional, Max, Min, ValidateNested } from 'class-validator';
import { EXTERNAL_ID_PATTERN, FastBody, plainTextTest, Text, TextOptions } from '@app/common';

/** `payment_id`, `transfer_id`: the operator's own id of a payment, 1-255 visible characters. */
export const PAYMENT_ID_PATTERN = /^[\x21-\x7e]{1,255}$/;
const PAYMENT_ID_MESSAGE = 'must be 1-255 visible ASCII characters (no spaces)';
const USER_ID_MESSAGE = 'user_id may only contain letters, digits and . _ : @ -';
export const MAX_ENTRIES_LIMIT = 1000;

/** The text rules of the registration's fields: their decorators and the fast path (acceptRegistration) read the same ones. */
const USER_ID_TEXT: TextOptions = { max: 128, pattern: EXTERNAL_ID_PATTERN, patternMessage: USER_ID_MESSAGE };
const DISPLAY_NAME_TEXT: TextOptions = { max: 64 };
const PAYMENT_ID_TEXT: TextOptions = { max: 255, pattern: PAYMENT_ID_PATTERN, patternMessage: `payment_id ${PAYMENT_ID_MESSAGE}` };

export class EntryPaymentDetailsDto {
  @ApiProperty({
    example: 'pay-7f3a-0001',
    minLength: 1,
    maxLength: PAYMENT_ID_TEXT.max,
    description:
      'Idempotency key of the entry debit (a retry with the same payment_id is not charged twice); required when the entry fee is above 0',
  })
  @Text(PAYMENT_ID_TEXT)
  payment_id: string;
}

const plainUserId = plainTextTest(USER_ID_TEXT);
const plainDisplayName = plainTextTest(DISPLAY_NAME_TEXT);
const plainPaymentId = plainTextTest(PAYMENT_ID_TEXT);

/**
 * The registration body when it is plainly valid (FastBody): only the three fields, each a text
 * its Text rules take as it is (plainTextTest: nothing to trim, printable ASCII, length and
 * pattern), the payment details holding only a payment_id. Anything else (another field, a null,
 * a space to trim, any other character) goes through the full validation.
 */
export function acceptRegistration(body: Record<string, unknown>): RegisterPlayerDto | undefined {
  for (const key of Object.keys(body)) {
    if (key !== 'user_id' && key !== 'display_name' && key !== 'entry_payment_details') return undefined;
  }
  const { user_id: userId, display_name: displayName, entry_payment_details: details } = body;
  if (!plainUserId(userId)) return undefined;
  if (displayName !== undefined && !plainDisplayName(displayName)) return undefined;
  const dto = new RegisterPlayerDto();
  dto.user_id = userId;
  if (displayName !== undefined) dto.display_name = displayName;
  if (details !== undefined) {
    if (details === null || typeof details !== 'object' || Array.isArray(details)) return undefined;
    const keys = Object.keys(details);
    const paymentId = (details as Record<string, unknown>).payment_id;
    if (keys.length !== 1 || keys[0] !== 'payment_id' || !plainPaymentId(paymentId)) return undefined;
    dto.entry_payment_details = new EntryPaymentDetailsDto();
    dto.entry_payment_details.payment_id = paymentId;
  }
  return dto;
}

@FastBody(acceptRegistration)
export class RegisterPlayerDto {
  @ApiProperty({
    example: 'user-42',
    minLength: 1,
    maxLength: USER_ID_TEXT.max,
    pattern: EXTERNAL_ID_PATTERN.source,
    description: "The operator's user id",
  })
  @Text(USER_ID_TEXT)
  user_id: string;

  @ApiPropertyOptional({ example: 'LuckyLuke', minLength: 1, maxLength: DISPLAY_NAME_TEXT.max, description: 'Defaults to user_id' })
  @IsOptional()
  @Text(DISPLAY_NAME_TEXT)
  display_name?: string;

  @ApiPropertyOptional({
    type: EntryPaymentDetailsDto,
    description: 'Required when the entry fee is above 0 (422 without it); may be left out of a free tournament',
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => EntryPaymentDetailsDto)
  entry_payment_details?: EntryPaymentDetailsDto;
}

export class RebuyDto {
  // No `default` keyword on request fields: generated clients would make the field required.
  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: MAX_ENTRIES_LIMIT,
    example: 1,
    description: 'Entries to buy; 1 when absent',
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ENTRIES_LIMIT)
  additional_entries?: number;

  @ApiPropertyOptional({
    example: 'pay-7f3a-0002',
    minLength: 1,
    maxLength: 255,
    description: 'Makes the rebuy idempotent: a retry with the same payment_id is not charged twice',
  })
  @IsOptional()
  @Text({ max: 255, pattern: PAYMENT_ID_PATTERN, patternMessage: `payment_id ${PAYMENT_ID_MESSAGE}` })
  payment_id?: string;
}

export class WithdrawPlayerDto {
  @ApiPropertyOptional({ example: 'Player request', minLength: 1, maxLength: 500, description: 'Kept for audit' })
  @IsOptional()
  @Text({ max: 500 })
  reason?: string;
}

export class WalletTransferDto {
  @ApiProperty({
    example: 'tr-2026-11-23-0001',
    minLength: 1,
    maxLength: 255,
    description: 'Idempotency key of the transfer: a retry with the same transfer_id moves no money twice',
  })
  @Text({ max: 255, pattern: PAYMENT_ID_PATTERN, patternMessage: `transfer_id ${PAYMENT_ID_MESSAGE}` })
  transfer_id: string;

  @ApiProperty({ enum: ['in', 'out'], example: 'in', description: 'in: the operator funds the player; out: the operator takes money back' })
  @IsIn(['in', 'out'])
  direction: 'in' | 'out';

  @ApiProperty({ example: 50, exclusiveMinimum: true, minimum: 0, description: 'Major units, exact to the currency’s minor unit' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'amount must be a number' })
  amount: number;

  @ApiPropertyOptional({ example: 'EUR', minLength: 2, maxLength: 10, description: 'Defaults to the operator’s currency' })
  @IsOptional()
  @Text({ min: 2, max: 10 })
  currency?: string;
}
