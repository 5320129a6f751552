import { ValidationFailedException } from '@app/common';
import { CreateApiKeyDto } from '@app/operators';
import { ListTournamentsQueryDto } from '@app/tournaments';
import { fieldLabel, humanFieldErrors, humanMessage, validateForm, validateQuery } from './validate-form';

function refusal(run: () => unknown): Record<string, string[]> {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationFailedException) return error.errors;
    throw error;
  }
  throw new Error('not refused');
}

describe('form validation in human words', () => {
  it.each([
    ['minPlayers', 'minPlayers must be an integer number', 'Minimum players must be a whole number'],
    ['minPlayers', 'minPlayers must not be less than 1', 'Minimum players must be at least 1'],
    ['maxPlayers', 'maxPlayers must not be greater than 10000', 'Maximum players must be at most 10000'],
    ['name', 'name must be longer than or equal to 1 characters', 'Name must not be empty'],
    ['name', 'name must be shorter than or equal to 200 characters', 'Name must be at most 200 characters long'],
    ['role', 'role must be one of the following values: a, b', 'Role must be one of: a, b'],
    ['series_id', 'series_id must be a UUID', 'Series must be an id (a UUID)'],
    ['startDate', 'startDate must be a valid ISO 8601 date string', 'Start date must be a date such as 2026-01-31 or 2026-01-31T18:00:00Z'],
    ['expires_at', 'expires_at must be in the future', 'Expiry must be in the future'],
    ['operator_id', 'operator_id is not an allowed field', 'Operator id is not a field of this form'],
    ['prize_pool.total', 'prize_pool.total must be a string', 'Prize pool total must be text'],
  ])('%s: "%s" reads "%s"', (field, message, human) => {
    expect(humanMessage(field, message)).toBe(human);
    // Once is enough: a human message stays as it is.
    expect(humanMessage(field, human)).toBe(human);
  });

  it('keeps messages already written for people', () => {
    const message = 'Key id must be a key’s id (a UUID, as in the keys table)';
    expect(humanMessage('key_id', message)).toBe(message);
    expect(humanFieldErrors({ key_id: [message], minPlayers: ['minPlayers must be an integer number'] })).toEqual({
      key_id: [message],
      minPlayers: ['Minimum players must be a whole number'],
    });
  });

  it('names a field without a label from its spelling', () => {
    expect(fieldLabel('minPlayers')).toBe('Minimum players');
    expect(fieldLabel('entry_fee')).toBe('Entry fee');
    expect(fieldLabel('gameSlugPrefix')).toBe('Game slug prefix');
  });

  it('refuses a form body as the API does, in the form’s words', () => {
    const errors = refusal(() => validateForm(CreateApiKeyDto, { name: '', role: 'superuser', extra: 1 }));
    expect(errors.name).toEqual(['Name must not be empty']);
    expect(errors.role[0]).toMatch(/^Role must be one of/);
    expect(errors.extra).toEqual(['Extra is not a field of this form']);
    expect(validateForm(CreateApiKeyDto, { name: 'ok', role: 'read_only' })).toBeInstanceOf(CreateApiKeyDto);
  });

  it('refuses a filter query as the API does, in the form’s words', () => {
    const errors = refusal(() => validateQuery(ListTournamentsQueryDto, { minPlayers: 'two', limit: '25', offset: '0' }));
    expect(errors.minPlayers).toContain('Minimum players must be a whole number');
    expect(validateQuery(ListTournamentsQueryDto, { minPlayers: '2', limit: '25', offset: '0' })).toBeInstanceOf(ListTournamentsQueryDto);
  });
});
