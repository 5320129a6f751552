/** Where a request came from, as the audit log records it. */
export interface RequestOrigin {
  method: string;
  path: string;
  requestId: string;
  clientIp: string;
}
