/**
 * A NUMERIC as PostgreSQL returns it ("1250.50000000"), written without trailing zeros
 * ("1250.5", "3", "0"): points in responses (D2) and amounts in seamless wallet requests.
 */
export function trimDecimal(numeric: string): string {
  if (!numeric.includes('.')) return numeric;
  const trimmed = numeric.replace(/0+$/, '').replace(/\.$/, '');
  return trimmed === '-0' ? '0' : trimmed;
}
