import { loadConfig } from '@app/common';
import { createSqsClient, GAME_EVENTS_QUEUE, gameEventsSqsOptions, regionOfQueueUrl } from './sqs-options';

const QUEUE = 'https://sqs.eu-west-2.amazonaws.com/123456789012/game-events.fifo';

describe('game events queue settings', () => {
  it('starts no consumer (and creates no SQS client) without GAME_EVENTS_QUEUE_URL', () => {
    const config = loadConfig({ SQS_ENDPOINT: 'http://127.0.0.1:4566', AWS_REGION: 'eu-west-1' });
    expect(config.gameEventsQueueUrl).toBeUndefined();
    expect(gameEventsSqsOptions(config)).toEqual({ consumers: [] });
  });

  it('consumes GAME_EVENTS_QUEUE_URL in batches, aborting the long poll on shutdown', () => {
    const options = gameEventsSqsOptions(loadConfig({ GAME_EVENTS_QUEUE_URL: QUEUE }));
    expect(options.consumers).toHaveLength(1);
    expect(options.consumers![0]).toMatchObject({ name: GAME_EVENTS_QUEUE, queueUrl: QUEUE, batchSize: 10, stopOptions: { abort: true } });
  });

  it('reads the SQS settings from the environment', () => {
    const config = loadConfig({
      GAME_EVENTS_QUEUE_URL: ` ${QUEUE} `,
      SQS_ENDPOINT: 'http://localhost:9324/',
      AWS_REGION: 'eu-central-1',
      AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE',
      AWS_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config).toMatchObject({
      gameEventsQueueUrl: QUEUE,
      sqsEndpoint: 'http://localhost:9324',
      awsRegion: 'eu-central-1',
      awsCredentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' },
    });
  });

  it('leaves credentials to the SDK default chain unless both keys are given', () => {
    expect(loadConfig({}).awsCredentials).toBeUndefined();
    expect(loadConfig({ AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE' }).awsCredentials).toBeUndefined();
  });

  it.each(['GAME_EVENTS_QUEUE_URL', 'SQS_ENDPOINT'])('refuses a %s that is not an http(s) URL', (name) => {
    expect(() => loadConfig({ [name]: 'sqs://queue' })).toThrow(name);
    expect(() => loadConfig({ [name]: 'not a url' })).toThrow(name);
  });

  it('takes the region from AWS_REGION, else the queue URL, else us-east-1', async () => {
    expect(regionOfQueueUrl(QUEUE)).toBe('eu-west-2');
    expect(regionOfQueueUrl('http://127.0.0.1:4566/000000000000/q')).toBeUndefined();
    const region = (env: Record<string, string>, url: string) => createSqsClient(loadConfig(env), url).config.region();
    await expect(region({ AWS_REGION: 'ap-south-1' }, QUEUE)).resolves.toBe('ap-south-1');
    await expect(region({}, QUEUE)).resolves.toBe('eu-west-2');
    await expect(region({}, 'http://127.0.0.1:4566/000000000000/q')).resolves.toBe('us-east-1');
  });

  it('sends requests to SQS_ENDPOINT, not to the host of the queue URL, when one is set', async () => {
    const client = createSqsClient(
      loadConfig({ SQS_ENDPOINT: 'http://127.0.0.1:4566' }),
      'http://sqs.us-east-1.localhost:4566/000000000000/q',
    );
    const endpoint = await client.config.endpoint!();
    expect(`${endpoint.protocol}//${endpoint.hostname}:${endpoint.port}`).toBe('http://127.0.0.1:4566');
    expect(client.config.useQueueUrlAsEndpoint).toBe(false);
  });
});
