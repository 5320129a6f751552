import { Agent, IncomingMessage, request } from 'node:http';
import {
  benchLoad,
  benchScale,
  benchSize,
  BenchService,
  createInternalKey,
  createOperator,
  createTournament,
  Measurement,
  processCpu,
  Scenario,
  seedEntries,
  seededEntryId,
  sleep,
  startService,
  startTournament,
  vacuumAnalyze,
} from '../lib';

/**
 * Scenario 8: live leaderboard fan-out. SUBSCRIBERS Server-Sent Events clients follow
 * `GET /api/tournaments/{id}/leaderboard/stream?limit=10` of one in-progress tournament of
 * PLAYERS players, while the game platform posts BATCHES_PER_SECOND batches of `score.updated`
 * events a second (internal API) for 2 × BENCH_DURATION seconds (30 s by default), after
 * BENCH_WARMUP seconds of the same batches.
 *
 * Which snapshot carries which batch: every batch sets one of the CONTENDERS' points to
 * TOP + n (n = the batch's number; seeded points stay below TOP), which puts that player first
 * with a total no earlier batch had; a snapshot whose first entry has TOP + n points or more shows
 * batch n. Delivery latency of batch n to a subscriber = the runner's clock when the first such
 * frame arrived on that subscriber's connection − the runner's clock when the batch's POST
 * answered (negative when the frame came first: counted as 0). Every (subscriber, batch) pair is
 * one sample; p99 of all of them is held to the target.
 *
 * After the last batch: the final `GET …/leaderboard?limit=10` must equal every subscriber's last
 * snapshot (its `data:` text); a subscriber whose last snapshot differs, or whose stream failed
 * or ended early, is missed. The service's RSS (VmRSS, every 100 ms) is sampled from the first
 * subscription to the end.
 *
 * 8a: one instance. 8b: two instances on the same database, subscribers on B, batches through A
 * (the change reaches B through the database's notifications).
 *
 * The clients are one raw `http.request` each with a minimal frame parser (the `data:` line of a
 * frame is parsed as JSON once per distinct snapshot id, not once per subscriber), in the
 * runner's process, which shares the machine's CPUs with the service(s) and PostgreSQL.
 */

const PLAYERS = 100_000;
const SUBSCRIBERS = 2_000;
const LIMIT = 10;
const BATCHES_PER_SECOND = 4;
/** Events in a batch besides the contender's: small deltas for random players (below the top 10). */
const EXTRA_EVENTS = 9;
const CONTENDERS = 20;
/** Seeded points are below 100,000 (bench/lib/seed.ts). */
const TOP = 100_000;
/** Subscriptions being opened at once. */
const OPEN_CONCURRENCY = 100;
/** How long the last batch may take to reach every subscriber before the check. */
const SETTLE_MS = 10_000;

interface Subscriber {
  index: number;
  res?: IncomingMessage;
  destroy(): void;
  status: number;
  /** Highest batch number shown by a snapshot received so far. */
  batch: number;
  lastId: string | undefined;
  lastData: string | undefined;
  snapshots: number;
  statuses: number;
  heartbeats: number;
  /** The stream ended or failed before the run closed it. */
  failed: string | undefined;
  firstSnapshot: Promise<void>;
}

/** Batch number shown by each snapshot id: a frame's data is parsed once for all subscribers. */
class SnapshotIndex {
  private readonly byId = new Map<string, number>();

  batchOf(id: string | undefined, data: string): number {
    if (id !== undefined) {
      const known = this.byId.get(id);
      if (known !== undefined) return known;
    }
    const body = JSON.parse(data) as { leaderboard?: { data?: Array<{ points: string }> } };
    const top = Number(body.leaderboard?.data?.[0]?.points ?? 0);
    const batch = top >= TOP ? Math.floor(top - TOP) : 0;
    if (id !== undefined) this.byId.set(id, batch);
    return batch;
  }
}

interface Run {
  subscribers: Subscriber[];
  /** arrivals[s * capacity + n]: runner clock (ms) when subscriber s first saw batch n. */
  arrivals: Float64Array;
  capacity: number;
}

/**
 * Opens `count` SSE subscriptions to `baseUrl` and resolves once each has its first snapshot.
 * Frames are split on blank lines; `id:`, `event:` and the one `data:` line are read.
 */
async function openSubscribers(
  baseUrl: string,
  path: string,
  apiKey: string,
  count: number,
  capacity: number,
  batchOf: (id: string | undefined, data: string) => number,
): Promise<Run> {
  const url = new URL(path, baseUrl);
  const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
  const arrivals = new Float64Array(count * capacity).fill(NaN);
  const subscribers: Subscriber[] = [];
  const openOne = (s: number): Promise<void> => {
    let resolveFirst!: () => void;
    let rejectFirst!: (error: Error) => void;
    const firstSnapshot = new Promise<void>((resolve, reject) => {
      resolveFirst = resolve;
      rejectFirst = reject;
    });
    firstSnapshot.catch(() => undefined);
    const req = request({
      agent,
      hostname: url.hostname,
      port: url.port,
      path: `${url.pathname}${url.search}`,
      headers: { authorization: `Bearer ${apiKey}`, accept: 'text/event-stream' },
    });
    let closing = false;
    const sub: Subscriber = {
      index: s,
      destroy: () => {
        closing = true;
        req.destroy();
      },
      status: 0,
      batch: -1,
      lastId: undefined,
      lastData: undefined,
      snapshots: 0,
      statuses: 0,
      heartbeats: 0,
      failed: undefined,
      firstSnapshot,
    };
    subscribers[s] = sub;
    const fail = (why: string) => {
      if (closing || sub.failed) return;
      sub.failed = why;
      rejectFirst(new Error(`subscriber ${s}: ${why}`));
    };
    req.on('error', (error) => fail(error.message));
    req.on('response', (res) => {
      sub.res = res;
      sub.status = res.statusCode ?? 0;
      res.setEncoding('utf8');
      if (sub.status !== 200) {
        let body = '';
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => fail(`HTTP ${sub.status} ${body.slice(0, 300)}`));
        return;
      }
      let buffer = '';
      res.on('data', (chunk: string) => {
        const now = performance.now();
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let event = 'message';
          let id: string | undefined;
          let data: string | undefined;
          let comment = false;
          for (const line of frame.split('\n')) {
            if (line.startsWith('data:')) data = data === undefined ? line.slice(5).trimStart() : `${data}\n${line.slice(5).trimStart()}`;
            else if (line.startsWith('event:')) event = line.slice(6).trim();
            else if (line.startsWith('id:')) id = line.slice(3).trim();
            else if (line.startsWith(':')) comment = true;
          }
          if (data === undefined) {
            if (comment) sub.heartbeats++;
            continue;
          }
          if (event === 'status') {
            sub.statuses++;
            continue;
          }
          if (event !== 'snapshot') continue;
          sub.snapshots++;
          sub.lastId = id;
          sub.lastData = data;
          const batch = Math.min(batchOf(id, data), capacity - 1);
          for (let n = sub.batch + 1; n <= batch; n++) arrivals[s * capacity + n] = now;
          if (batch > sub.batch) sub.batch = batch;
          if (sub.snapshots === 1) resolveFirst();
        }
      });
      res.on('end', () => fail('the stream ended'));
      res.on('error', (error) => fail(error.message));
    });
    req.end();
    return firstSnapshot;
  };
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(OPEN_CONCURRENCY, count) }, async () => {
      while (next < count) await openOne(next++);
    }),
  );
  return { subscribers, arrivals, capacity };
}

/** CPU seconds (user + system) a process has used, NaN once it is gone. */
function cpuSeconds(pid: number): number {
  const cpu = processCpu(pid);
  return cpu ? cpu.user + cpu.system : NaN;
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

interface VariantResult {
  latencies: Float64Array;
  samples: number;
  notReceived: number;
  missed: number;
  failed: number;
  peakRssMb: number;
  batches: number;
  postP99: number;
  finalMatchesOtherInstance: boolean | undefined;
}

/**
 * One variant: subscribers on `readVia`, batches through `writeVia`, RSS of `readVia`'s process.
 */
async function runVariant(
  label: string,
  options: {
    readVia: BenchService;
    writeVia: BenchService;
    apiKey: string;
    /** The game platform's internal key: batches are posted with it through `writeVia`. */
    platformKey: string;
    tournamentId: string;
    prefix: string;
    players: number;
    subscribers: number;
    warmupSeconds: number;
    seconds: number;
    firstBatch: number;
    log(message: string): void;
  },
): Promise<VariantResult & { lastBatch: number }> {
  const { readVia, writeVia, tournamentId } = options;
  const platform = writeVia.http.with({ authorization: `Bearer ${options.platformKey}` });
  const warmupBatches = options.warmupSeconds * BATCHES_PER_SECOND;
  const measuredBatches = options.seconds * BATCHES_PER_SECOND;
  const total = warmupBatches + measuredBatches;
  // Batch numbers continue from the previous variant (points only go up); arrivals are indexed from 0 here.
  const base = options.firstBatch - 1;
  const capacity = total + 1;
  const index = new SnapshotIndex();
  const path = `/api/tournaments/${tournamentId}/leaderboard/stream?limit=${LIMIT}`;
  const rss = readVia.sampleRss(100);
  const opened = performance.now();
  options.log(`  ${label}: opening ${options.subscribers} SSE subscriptions`);
  const run = await openSubscribers(readVia.baseUrl, path, options.apiKey, options.subscribers, capacity, (id, data) =>
    Math.max(0, index.batchOf(id, data) - base),
  );
  options.log(
    `  ${label}: ${options.subscribers} subscribed in ${((performance.now() - opened) / 1000).toFixed(1)} s (first snapshot each)`,
  );

  const respondedAt = new Float64Array(capacity).fill(NaN);
  const runnerCpu = process.cpuUsage();
  const serviceCpu = cpuSeconds(readVia.pid);
  const otherCpu = writeVia === readVia ? 0 : cpuSeconds(writeVia.pid);
  const postLatencies: number[] = [];
  const eventsPath = `/api/internal/tournaments/${tournamentId}/events`;
  const started = performance.now();
  for (let n = 1; n <= total; n++) {
    const due = started + ((n - 1) * 1000) / BATCHES_PER_SECOND;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const batch = base + n;
    const contender = 1 + (batch % CONTENDERS);
    const occurredAt = new Date().toISOString();
    const events = [
      {
        event_id: `fanout-${batch}-top`,
        type: 'score.updated',
        occurred_at: occurredAt,
        internal_player_id: seededEntryId(options.prefix, tournamentId, contender),
        points: String(TOP + batch),
      },
      ...Array.from({ length: EXTRA_EVENTS }, (_, i) => ({
        event_id: `fanout-${batch}-${i}`,
        type: 'score.updated',
        occurred_at: occurredAt,
        internal_player_id: seededEntryId(
          options.prefix,
          tournamentId,
          CONTENDERS + 1 + Math.floor(Math.random() * (options.players - CONTENDERS)),
        ),
        // Too small to lift a seeded player (below 100,000) past a contender (100,000 + batch).
        points_delta: '0.01',
      })),
    ];
    const sent = performance.now();
    const res = await platform.post(eventsPath, { events });
    const answered = performance.now();
    if (res.status !== 200 || res.body?.rejected !== 0) throw new Error(`batch ${batch}: ${res.status} ${res.text.slice(0, 300)}`);
    respondedAt[n] = answered;
    if (n > warmupBatches) postLatencies.push(answered - sent);
  }

  const elapsed = (performance.now() - started) / 1000;
  const runnerUsed = process.cpuUsage(runnerCpu);
  const cpu =
    `CPU over the ${elapsed.toFixed(1)} s of batches: runner ${((100 * (runnerUsed.user + runnerUsed.system)) / 1e6 / elapsed).toFixed(0)} %, ` +
    `${writeVia === readVia ? 'service' : 'B'} ${((100 * (cpuSeconds(readVia.pid) - serviceCpu)) / elapsed).toFixed(0)} %` +
    (writeVia === readVia ? '' : `, A ${((100 * (cpuSeconds(writeVia.pid) - otherCpu)) / elapsed).toFixed(0)} %`) +
    ` (of one CPU)`;

  // Until every live subscriber has the last batch (or SETTLE_MS), then the final check.
  const settleFrom = performance.now();
  while (performance.now() - settleFrom < SETTLE_MS && run.subscribers.some((s) => !s.failed && s.batch < total)) await sleep(50);
  const finalRes = await readVia.http.get(`/api/tournaments/${tournamentId}/leaderboard?limit=${LIMIT}`, {
    authorization: `Bearer ${options.apiKey}`,
  });
  if (finalRes.status !== 200) throw new Error(`final GET: ${finalRes.status} ${finalRes.text.slice(0, 300)}`);
  let finalMatchesOtherInstance: boolean | undefined;
  if (writeVia !== readVia) {
    const other = await writeVia.http.get(`/api/tournaments/${tournamentId}/leaderboard?limit=${LIMIT}`, {
      authorization: `Bearer ${options.apiKey}`,
    });
    finalMatchesOtherInstance = other.text === finalRes.text;
  }
  const peak = rss.stop();
  for (const s of run.subscribers) s.destroy();

  let missed = 0;
  let failed = 0;
  let sameJsonOnly = 0;
  for (const s of run.subscribers) {
    if (s.failed) failed++;
    if (s.failed || s.lastData !== finalRes.text) {
      missed++;
      if (!s.failed && s.lastData && JSON.stringify(JSON.parse(s.lastData)) === JSON.stringify(finalRes.body)) sameJsonOnly++;
    }
  }
  if (missed > 0) {
    const example = run.subscribers.find((s) => s.failed || s.lastData !== finalRes.text)!;
    options.log(
      `  ${label}: ${missed} subscribers missed the final state (${failed} failed; ${sameJsonOnly} with the same JSON but other text); ` +
        `e.g. subscriber ${example.index}: ${example.failed ?? `last id ${example.lastId}, batch ${example.batch + base} of ${total + base}`}; ` +
        `final GET last_updated ${String(finalRes.body?.last_updated)}`,
    );
  }

  // Samples: every (subscriber, measured batch).
  const values: number[] = [];
  let notReceived = 0;
  for (const s of run.subscribers) {
    for (let n = warmupBatches + 1; n <= total; n++) {
      const at = run.arrivals[s.index * capacity + n];
      if (Number.isNaN(at)) notReceived++;
      else values.push(Math.max(0, at - respondedAt[n]));
    }
  }
  const latencies = Float64Array.from(values).sort();
  const postSorted = Float64Array.from(postLatencies).sort();
  const snapshots = run.subscribers.reduce((sum, s) => sum + s.snapshots, 0);
  options.log(
    `  ${label}: ${total} batches in ${((performance.now() - started) / 1000).toFixed(1)} s; ${snapshots} snapshot frames received ` +
      `(${(snapshots / run.subscribers.length).toFixed(1)} per subscriber); delivery p50 ${percentile(latencies, 50).toFixed(1)} ms, ` +
      `p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${percentile(latencies, 100).toFixed(1)} ms; POST p99 ${percentile(postSorted, 99).toFixed(1)} ms; ` +
      `peak RSS ${peak.peakMb.toFixed(0)} MB; ${cpu}`,
  );
  return {
    latencies,
    samples: values.length,
    notReceived,
    missed,
    failed,
    peakRssMb: peak.peakMb,
    batches: measuredBatches,
    postP99: percentile(postSorted, 99),
    finalMatchesOtherInstance,
    lastBatch: base + total,
  };
}

function rows(
  scenario: string,
  what: string,
  result: VariantResult,
  subscribers: number,
  p99TargetMs: number,
  rssLabel: string,
): Measurement[] {
  const p99 = percentile(result.latencies, 99);
  const list: Measurement[] = [
    {
      scenario,
      name: `${what}: delivery latency p50 (${result.samples.toLocaleString('en-US')} deliveries)`,
      value: percentile(result.latencies, 50),
      unit: 'ms',
    },
    {
      scenario,
      name: `${what}: delivery latency p99`,
      value: p99,
      unit: 'ms',
      target: `<= ${p99TargetMs} ms`,
      pass: p99 <= p99TargetMs && result.notReceived === 0,
    },
    {
      scenario,
      name: `${what}: subscribers whose last snapshot ≠ final GET`,
      value: result.missed,
      unit: 'subscribers',
      target: '= 0',
      pass: result.missed === 0,
    },
    {
      scenario,
      name: `${what}: service peak RSS (${rssLabel})`,
      value: result.peakRssMb,
      unit: 'MB',
      target: '< 512 MB',
      pass: result.peakRssMb < 512,
    },
  ];
  if (result.notReceived > 0)
    list.push({
      scenario,
      name: `${what}: batches never shown to a subscriber (subscriber × batch)`,
      value: result.notReceived,
      unit: 'deliveries',
      target: '= 0',
      pass: false,
    });
  if (result.finalMatchesOtherInstance === false)
    list.push({
      scenario,
      name: `${what}: final GET differs between the two instances`,
      value: 1,
      unit: '',
      target: 'same',
      pass: false,
    });
  return list;
}

export const run: Scenario = async (context) => {
  const players = benchSize(PLAYERS);
  const subscribers = Number(process.env.BENCH_FANOUT_SUBSCRIBERS) || Math.max(10, Math.round(SUBSCRIBERS * benchScale()));
  const seconds = 2 * context.load.durationSeconds;
  const warmupSeconds = benchLoad().warmupSeconds;
  const cpuProfDir = process.env.BENCH_CPU_PROF_DIR || undefined;
  const env = { STREAM_MAX_SUBSCRIBERS_PER_OPERATOR: String(Math.max(10_000, 2 * subscribers)) };
  const a = await startService({ databaseUrl: context.pgUrl, cpuProfDir, env });
  let b: BenchService | undefined;
  const measurements: Measurement[] = [];
  try {
    const operator = await createOperator(a, { name: 'Fan-out benchmark' });
    const platformKey = (await createInternalKey(a, [operator.operatorId])).apiKey;
    const tournamentId = await createTournament(operator, { name: 'Fan-out' });
    const prefix = `fan-${Date.now()}`;
    context.log(`  seeding ${players.toLocaleString('en-US')} players (SQL)`);
    await seedEntries(context.pgUrl, { operatorId: operator.operatorId, tournamentId, count: 1, prefix });
    await startTournament(operator, tournamentId);
    await seedEntries(context.pgUrl, { operatorId: operator.operatorId, tournamentId, first: 2, count: players, prefix, status: 'active' });
    await vacuumAnalyze(context.pgUrl);
    const common = {
      apiKey: operator.apiKey,
      platformKey,
      tournamentId,
      prefix,
      players,
      subscribers,
      warmupSeconds,
      seconds,
      log: context.log,
    };
    const what = `fan-out, ${subscribers.toLocaleString('en-US')} SSE subscribers, ${players.toLocaleString('en-US')} players, ${BATCHES_PER_SECOND} changes/s`;

    context.log(
      `  8a: one instance, ${subscribers} subscribers, ${BATCHES_PER_SECOND} batches/s for ${seconds} s after ${warmupSeconds} s`,
    );
    const one = await runVariant('8a', { ...common, readVia: a, writeVia: a, firstBatch: 1 });
    measurements.push(...rows('8a', what, one, subscribers, 500, 'subscribers'));

    context.log('  8b: two instances on the same database, subscribers on B, batches through A');
    b = await startService({ databaseUrl: context.pgUrl, cpuProfDir, env });
    const two = await runVariant('8b', { ...common, readVia: b, writeVia: a, firstBatch: one.lastBatch + 1 });
    measurements.push(...rows('8b', `${what}, 2 instances`, two, subscribers, 1000, 'B, subscribers'));
    return measurements;
  } finally {
    await b?.stop();
    await a.stop();
  }
};
