import { OperatorResponseDto } from '@app/auth';
import { changedSettings, readSettingsForm, settingsFormOf, toUpdateOperatorBody } from './settings-form';

const operator: OperatorResponseDto = {
  operator_id: 'o',
  name: 'Acme',
  currency: 'EUR',
  environment: 'live',
  wallet_mode: 'seamless',
  wallet_url: 'https://wallet.example/api',
  wallet_secret_set: true,
  events_queue_url: null,
  events_format: 'platform',
  rate_limits: {},
  created_at: '',
  updated_at: '',
};

describe('settings form of the dashboard', () => {
  it('drops every field but the six settings', () => {
    const form = readSettingsForm({ name: 'x', rate_limits: '1', operator_id: 'y', currency: 'usd', wallet_mode: 'transfer' });
    expect(Object.keys(form).sort()).toEqual(['currency', 'events_format', 'events_queue_url', 'wallet_mode', 'wallet_secret', 'wallet_url']);
    expect(toUpdateOperatorBody(form)).not.toHaveProperty('name');
  });

  it('maps blanks: a blank URL is none, a blank secret keeps the current one', () => {
    const body = toUpdateOperatorBody({ ...settingsFormOf(operator), wallet_url: ' ', events_queue_url: '', currency: ' gbp ' });
    expect(body).toEqual({ wallet_mode: 'seamless', wallet_url: null, events_queue_url: null, events_format: 'platform', currency: 'GBP' });
    expect(toUpdateOperatorBody({ ...settingsFormOf(operator), wallet_secret: 's3cret' }).wallet_secret).toBe('s3cret');
  });

  it('never puts the secret into the form it shows', () => {
    expect(settingsFormOf(operator).wallet_secret).toBe('');
  });

  it('names the changed settings only', () => {
    expect(changedSettings(operator, { wallet_mode: 'seamless', wallet_url: 'https://wallet.example/api', currency: 'EUR', events_queue_url: null })).toEqual([]);
    expect(changedSettings(operator, { wallet_mode: 'transfer', wallet_url: null, wallet_secret: 'abc', events_format: 'cloudevents', currency: 'USD', events_queue_url: 'https://q' })).toEqual([
      'wallet_mode',
      'wallet_url',
      'wallet_secret',
      'events_queue_url',
      'events_format',
      'currency',
    ]);
  });
});
