/**
 * The process's metrics in Prometheus's text format (prom-client), for GET /metrics
 * (modules/health/metrics.ts). Each app has its own registry (tests build many apps in one process).
 *
 *   anupalan_http_requests_total{method,route,status}        every answer, by route template
 *   anupalan_http_request_duration_seconds{method,route,status}  its latency (histogram)
 *   anupalan_page_cache_requests_total{result="hit"|"miss"}  anonymous pages from the page cache
 *   anupalan_job_queue_depth{queue}                          jobs waiting (created or retry, due)
 *   anupalan_job_queue_oldest_seconds{queue}                 age of the oldest waiting job
 *   anupalan_job_queue_failed{queue}                         jobs failed for good (kept 30 days)
 *   anupalan_notification_deliveries_failed{channel}         messages failed for good
 *   anupalan_db_pool_connections{state="total"|"idle"|"waiting"}  PostgreSQL pool use
 *   nodejs_* / process_*                                     event-loop delay, memory, GC, handles
 *
 * Requests are labelled by route template (`/api/v1/menu/:id`), never by URL, so the series stay
 * bounded; the public fast path's answers are `route="(public cache)"`, anything no route matched
 * `route="(unmatched)"`. The database figures are read when scraped; under cluster (ADR 0024) the
 * primary sums the web processes' registries (prom-client's AggregatorRegistry), taking the
 * maximum, not the sum, of what every process reads from the same database.
 */
import cluster from 'node:cluster';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sql } from 'drizzle-orm';
import client from 'prom-client';
import type { Database } from '../db/client.ts';
import { JOB_QUEUE_SCHEMA } from '../db/job-queue.ts';

export const FAST_PATH_ROUTE = '(public cache)';
const UNMATCHED = '(unmatched)';

export interface Metrics {
  readonly registry: client.Registry;
  /** Counts the request when its answer is finished (called for every request the server gets). */
  track(req: IncomingMessage, res: ServerResponse): void;
  /** The route template that answered (Fastify's onRequest), as the request's label. */
  label(res: ServerResponse, route: string): void;
  /** The exposition: this process's, or under cluster every web process's summed by the primary. */
  scrape(): Promise<{ contentType: string; body: string }>;
}

interface Row {
  [k: string]: unknown;
}

async function rows(database: Database, query: ReturnType<typeof sql>): Promise<Row[]> {
  const r = (await database.db.execute(query)) as unknown as { rows?: Row[] } | Row[];
  return Array.isArray(r) ? r : (r.rows ?? []);
}

export function createMetrics(database: Database): Metrics {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

  const labels = ['method', 'route', 'status'] as const;
  const requests = new client.Counter({
    name: 'anupalan_http_requests_total',
    help: 'HTTP answers by method, route template and status',
    labelNames: labels,
    registers: [registry],
  });
  const duration = new client.Histogram({
    name: 'anupalan_http_request_duration_seconds',
    help: 'Time from the request to the end of its answer, by method, route template and status',
    labelNames: labels,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const pageCache = new client.Counter({
    name: 'anupalan_page_cache_requests_total',
    help: 'Anonymous pages answered from the page cache (hit) or rendered for it (miss)',
    labelNames: ['result'],
    registers: [registry],
  });
  for (const result of ['hit', 'miss']) pageCache.inc({ result }, 0);

  // Read from the database once per scrape (every gauge below waits for the same read); the same
  // figure in every process, so under cluster the primary keeps the maximum, not the sum.
  let read: Promise<{ jobs: Row[]; deliveries: Row[] } | null> | null = null;
  const snapshot = () => {
    // Every collect of one scrape is called before this read answers: they share it; the next scrape reads again.
    read ??= (async () => {
      try {
        const jobs = await rows(
          database,
          sql.raw(
            `select name, count(*) filter (where state in ('created','retry') and start_after <= now())::int as waiting,
               coalesce(extract(epoch from now() - min(created_on) filter (where state in ('created','retry') and start_after <= now())), 0)::float as oldest,
               count(*) filter (where state = 'failed')::int as failed
             from ${JOB_QUEUE_SCHEMA}.job group by name`,
          ),
        );
        const deliveries = await rows(
          database,
          sql`select channel, count(*)::int as n from notification_deliveries where status = 'failed' group by channel`,
        );
        return { jobs, deliveries };
      } catch {
        return null;
      }
    })().finally(() => {
      read = null;
    });
    return read;
  };
  new client.Gauge({
    name: 'anupalan_database_up',
    help: '1 when the scrape could read the database, 0 when it could not',
    aggregator: 'min',
    registers: [registry],
    async collect() {
      this.set((await snapshot()) ? 1 : 0);
    },
  });
  const jobGauge = (name: string, help: string, column: string) =>
    new client.Gauge({
      name,
      help,
      labelNames: ['queue'],
      aggregator: 'max',
      registers: [registry],
      async collect() {
        const s = await snapshot();
        this.reset();
        for (const r of s?.jobs ?? []) this.set({ queue: String(r.name) }, Number(r[column]));
      },
    });
  jobGauge('anupalan_job_queue_depth', 'Jobs waiting to run (created or retry, due now)', 'waiting');
  jobGauge('anupalan_job_queue_oldest_seconds', 'Age in seconds of the oldest job waiting to run', 'oldest');
  jobGauge('anupalan_job_queue_failed', 'Jobs failed for good, by queue (kept 30 days)', 'failed');
  new client.Gauge({
    name: 'anupalan_notification_deliveries_failed',
    help: 'Messages to customers and partners failed for good, by channel',
    labelNames: ['channel'],
    aggregator: 'max',
    registers: [registry],
    async collect() {
      const s = await snapshot();
      this.reset();
      if (!s) return;
      for (const channel of ['email', 'sms', 'whatsapp']) this.set({ channel }, 0);
      for (const r of s.deliveries) this.set({ channel: String(r.channel) }, Number(r.n));
    },
  });
  if (database.poolStats) {
    const stats = database.poolStats;
    new client.Gauge({
      name: 'anupalan_db_pool_connections',
      help: 'PostgreSQL connections of this process: open (total), idle, and requests waiting for one',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const s = stats();
        this.set({ state: 'total' }, s.total);
        this.set({ state: 'idle' }, s.idle);
        this.set({ state: 'waiting' }, s.waiting);
      },
    });
  }

  const routes = new WeakMap<ServerResponse, string>();
  if (cluster.isWorker) {
    // The primary asks every web process for its registry (prom-client's protocol).
    new client.AggregatorRegistry();
    client.AggregatorRegistry.setRegistries([registry]);
  }

  return {
    registry,
    track(req, res) {
      const started = performance.now();
      res.once('finish', () => {
        const route = routes.get(res) ?? UNMATCHED;
        const l = { method: req.method ?? 'GET', route, status: String(res.statusCode) };
        requests.inc(l);
        duration.observe(l, (performance.now() - started) / 1000);
        const cached = res.getHeader('x-page-cache');
        if (cached === 'hit' || cached === 'miss') pageCache.inc({ result: cached });
        else if (route === FAST_PATH_ROUTE && res.statusCode < 400) pageCache.inc({ result: 'hit' });
      });
    },
    label(res, route) {
      routes.set(res, route);
    },
    async scrape() {
      if (cluster.isWorker && process.send) return { contentType: registry.contentType, body: await askPrimary() };
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}

/* ------------------------------------------------------------------ under cluster (ADR 0024) */

const ASK = 'anupalan:metrics';
const ANSWER = 'anupalan:metrics-answer';
let asked = 0;

/** A web process's /metrics under cluster: the primary gathers every process's registry and sums them. */
function askPrimary(): Promise<string> {
  const id = ++asked;
  return new Promise((resolve, reject) => {
    const onMessage = (m: { type?: string; id?: number; body?: string; error?: string }) => {
      if (m?.type !== ANSWER || m.id !== id) return;
      clearTimeout(timer);
      process.off('message', onMessage);
      if (m.error !== undefined) reject(new Error(m.error));
      else resolve(m.body ?? '');
    };
    const timer = setTimeout(() => {
      process.off('message', onMessage);
      reject(new Error('the primary did not answer with the metrics in 6 s'));
    }, 6_000);
    process.on('message', onMessage);
    process.send!({ type: ASK, id });
  });
}

/** In the primary: answers a web process's ask with every web process's metrics, aggregated. */
export function serveClusterMetrics(): void {
  const aggregator = new client.AggregatorRegistry();
  cluster.on('message', (worker, m: { type?: string; id?: number }) => {
    if (m?.type !== ASK) return;
    aggregator.clusterMetrics().then(
      (body) => worker.isConnected() && worker.send({ type: ANSWER, id: m.id, body }),
      (err: Error) => worker.isConnected() && worker.send({ type: ANSWER, id: m.id, error: err.message }),
    );
  });
}
