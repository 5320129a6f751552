import { trimDecimal } from './decimal-text';

describe('trimDecimal', () => {
  it.each([
    ['10.50000000', '10.5'],
    ['3.00', '3'],
    ['0.00000001', '0.00000001'],
    ['7', '7'],
    ['100.10', '100.1'],
    ['-0.000', '0'],
    ['-12.50', '-12.5'],
  ])('%s → %s', (input, output) => expect(trimDecimal(input)).toBe(output));
});
