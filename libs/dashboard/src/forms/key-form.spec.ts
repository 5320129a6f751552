import { keyFormErrors, readKeyForm, toCreateKeyBody } from './key-form';
import { pageNumber } from './validate-form';

describe('create-key form of the dashboard', () => {
  it('reads a datetime-local expiry as UTC and a blank one as none', () => {
    expect(toCreateKeyBody({ name: 'n', role: 'read_only', expires_at: '' })).toEqual({ name: 'n', role: 'read_only' });
    expect(toCreateKeyBody({ name: 'n', role: 'r', expires_at: '2030-01-31T18:30' }).expires_at).toBe('2030-01-31T18:30:00Z');
    expect(toCreateKeyBody({ name: 'n', role: 'r', expires_at: '2030-01-31T18:30:15.5' }).expires_at).toBe('2030-01-31T18:30:15.5Z');
    expect(toCreateKeyBody({ name: 'n', role: 'r', expires_at: '2030-01-31T18:30:00+02:00' }).expires_at).toBe('2030-01-31T18:30:00+02:00');
  });

  it('keeps only the form fields', () => {
    expect(readKeyForm({ name: 'a', role: 'read_only', expires_at: ' 2030-01-01T00:00 ', operator_id: 'x' })).toEqual({
      name: 'a',
      role: 'read_only',
      expires_at: '2030-01-01T00:00',
    });
  });

  it('says what the expiry field wants instead of quoting RFC 3339', () => {
    const errors = keyFormErrors({
      expires_at: ['expires_at must be an RFC 3339 date-time with a time zone offset, e.g. x'],
      name: ['bad'],
    });
    expect(errors).toEqual({ expires_at: ['Expiry must be a date and time in UTC, e.g. 2030-01-31T18:00'], name: ['bad'] });
    expect(keyFormErrors({ expires_at: ['expires_at must be in the future'] })).toEqual({
      expires_at: ['expires_at must be in the future'],
    });
  });

  it('reads ?page= as a positive integer, anything else as the first page', () => {
    expect(pageNumber('3')).toBe(3);
    for (const value of [undefined, '', '0', '-1', '1.5', 'x', ['2'], '99999999']) expect(pageNumber(value)).toBe(1);
  });
});
