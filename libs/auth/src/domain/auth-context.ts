import { Permission } from './permissions';

/** Who made the request, established by the auth guards and read by everything after them. */
export interface OperatorAuth {
  kind: 'operator';
  operatorId: string;
  keyId: string;
  role: string;
  permissions: readonly Permission[];
  expiresAt: Date | null;
}

export interface InternalKeyAuth {
  kind: 'internal';
  keyId: string;
  /** Operators this key may see; null means all. */
  operatorIds: readonly string[] | null;
}

export type AuthContext = OperatorAuth | InternalKeyAuth;

/** True when an internal key may see data of the operator. */
export function internalKeyCovers(auth: InternalKeyAuth, operatorId: string): boolean {
  return auth.operatorIds === null || auth.operatorIds.includes(operatorId);
}
