import { ApiProperty } from '@nestjs/swagger';
import type { JWK } from 'jose';

/** One published public key (RFC 7517); never the private part. */
export class JwkDto {
  @ApiProperty({ enum: ['OKP'], example: 'OKP' }) kty: string;
  @ApiProperty({ enum: ['Ed25519'], example: 'Ed25519' }) crv: string;
  @ApiProperty({ description: 'The Ed25519 public key, base64url', example: '11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo' }) x: string;
  @ApiProperty({ description: 'Key id, matched against the `kid` header of a player JWT', example: '0198d3a2-6f1e-7c3a-9b1e-2f4a5c6d7e8f' })
  kid: string;
  @ApiProperty({ enum: ['EdDSA'], example: 'EdDSA' }) alg: string;
  @ApiProperty({ enum: ['sig'], example: 'sig' }) use: string;
}

export class JwksDto {
  @ApiProperty({
    type: [JwkDto],
    description:
      'Every key a valid player JWT may be signed with: the current signing key first, then older keys kept until their tokens expire',
  })
  keys: JwkDto[];
}

export function toJwksDto(jwks: { keys: JWK[] }): JwksDto {
  return {
    keys: jwks.keys.map((key) => ({
      kty: key.kty as string,
      crv: key.crv as string,
      x: key.x as string,
      kid: key.kid as string,
      alg: key.alg as string,
      use: key.use as string,
    })),
  };
}
