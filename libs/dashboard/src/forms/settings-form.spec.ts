import { OperatorResponseDto } from '@app/operators';
import {
  changedSettings,
  QUEUE_CHANGE_REFUSED,
  queueChangeRefusal,
  readSettingsForm,
  settingsFormOf,
  toUpdateOperatorBody,
} from './settings-form';

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
  it('drops every field but the five settings it may change (never the events queue)', () => {
    const form = readSettingsForm({
      name: 'x',
      rate_limits: '1',
      operator_id: 'y',
      currency: 'usd',
      wallet_mode: 'transfer',
      events_queue_url: 'https://q',
    });
    expect(Object.keys(form).sort()).toEqual(['currency', 'events_format', 'wallet_mode', 'wallet_secret', 'wallet_url']);
    expect(toUpdateOperatorBody(form)).not.toHaveProperty('name');
    expect(toUpdateOperatorBody(form)).not.toHaveProperty('events_queue_url');
  });

  it('refuses a posted events queue that differs from the stored one, and ignores the stored one', () => {
    const queue = 'https://sqs.eu-west-1.amazonaws.com/123456789012/acme';
    const withQueue = { ...operator, events_queue_url: queue };
    expect(queueChangeRefusal({ currency: 'EUR' }, operator)).toBeUndefined();
    expect(queueChangeRefusal({ events_queue_url: '' }, operator)).toBeUndefined();
    expect(queueChangeRefusal({ events_queue_url: ` ${queue} ` }, withQueue)).toBeUndefined();
    expect(queueChangeRefusal({ events_queue_url: queue }, operator)).toBe(QUEUE_CHANGE_REFUSED);
    expect(queueChangeRefusal({ events_queue_url: '' }, withQueue)).toBe(QUEUE_CHANGE_REFUSED);
    expect(queueChangeRefusal({ events_queue_url: [queue, queue] }, withQueue)).toBe(QUEUE_CHANGE_REFUSED);
    expect(QUEUE_CHANGE_REFUSED).toMatch(/only by the platform administrator/);
  });

  it('maps blanks: a blank URL is none, a blank secret keeps the current one', () => {
    const body = toUpdateOperatorBody({ ...settingsFormOf(operator), wallet_url: ' ', currency: ' gbp ' });
    expect(body).toEqual({ wallet_mode: 'seamless', wallet_url: null, events_format: 'platform', currency: 'GBP' });
    expect(toUpdateOperatorBody({ ...settingsFormOf(operator), wallet_secret: 's3cret' }).wallet_secret).toBe('s3cret');
  });

  it('never puts the secret into the form it shows', () => {
    expect(settingsFormOf(operator).wallet_secret).toBe('');
  });

  it('names the changed settings only', () => {
    expect(
      changedSettings(operator, {
        wallet_mode: 'seamless',
        wallet_url: 'https://wallet.example/api',
        currency: 'EUR',
        events_queue_url: null,
      }),
    ).toEqual([]);
    expect(
      changedSettings(operator, {
        wallet_mode: 'transfer',
        wallet_url: null,
        wallet_secret: 'abc',
        events_format: 'cloudevents',
        currency: 'USD',
        events_queue_url: 'https://q',
      }),
    ).toEqual(['wallet_mode', 'wallet_url', 'wallet_secret', 'events_queue_url', 'events_format', 'currency']);
  });
});
