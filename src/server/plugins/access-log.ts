import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/**
 * The access log (decision 0046). Fastify's own request logging wrote two lines per request: on a
 * warm public read that was about a tenth of the server's CPU. Here each request is logged once,
 * when it is done, if it is worth reading on its own: an error (4xx or 5xx), a write (any method
 * but GET, HEAD and OPTIONS), or a slow answer. Every other answer (a successful read, most of them
 * kept public answers) is counted by route and status, and the counts are logged as one line a
 * minute (and when the server closes), so the traffic is still visible without a line a request.
 */
const SLOW_REQUEST_MS = 500;
const SUMMARY_INTERVAL_MS = 60_000;
const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

interface Counted {
  count: number;
  totalMs: number;
  maxMs: number;
}

export interface AccessLogOptions {
  slowMs?: number;
  summaryIntervalMs?: number;
}

export function registerAccessLog(app: FastifyInstance, options: AccessLogOptions = {}): AccessLogSummary {
  const slowMs = options.slowMs ?? SLOW_REQUEST_MS;
  const summary = new AccessLogSummary(app);
  app.addHook("onResponse", (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const status = reply.statusCode;
    const ms = reply.elapsedTime;
    if (status >= 400 || ms >= slowMs || !READ_METHODS.has(request.method)) {
      const line = {
        req: { method: request.method, url: request.url, remoteAddress: request.ip },
        res: { statusCode: status },
        responseTime: ms,
      };
      if (status >= 500) request.log.error(line, "request completed");
      else if (status >= 400 || ms >= slowMs) request.log.warn(line, "request completed");
      else request.log.info(line, "request completed");
    } else {
      summary.count(request.method, request.routeOptions.url ?? "(no route)", status, ms);
    }
    done();
  });
  const timer = setInterval(() => summary.flush(), options.summaryIntervalMs ?? SUMMARY_INTERVAL_MS);
  timer.unref();
  app.addHook("onClose", async () => {
    clearInterval(timer);
    summary.flush();
  });
  return summary;
}

/** Successful reads counted by "METHOD route status" until the next summary line. */
export class AccessLogSummary {
  private counts = new Map<string, Counted>();
  private since = Date.now();

  constructor(private readonly app: FastifyInstance) {}

  count(method: string, route: string, status: number, ms: number): void {
    const key = `${method} ${route} ${status}`;
    const counted = this.counts.get(key);
    if (counted) {
      counted.count += 1;
      counted.totalMs += ms;
      if (ms > counted.maxMs) counted.maxMs = ms;
    } else {
      this.counts.set(key, { count: 1, totalMs: ms, maxMs: ms });
    }
  }

  /** Logs one line with the counts since the last one (nothing when there were none). */
  flush(): void {
    if (this.counts.size === 0) return;
    const routes: Record<string, { count: number; meanMs: number; maxMs: number }> = {};
    let total = 0;
    for (const [key, c] of this.counts) {
      total += c.count;
      routes[key] = {
        count: c.count,
        meanMs: Math.round((c.totalMs / c.count) * 100) / 100,
        maxMs: Math.round(c.maxMs * 100) / 100,
      };
    }
    const seconds = Math.round((Date.now() - this.since) / 1000);
    this.counts = new Map();
    this.since = Date.now();
    this.app.log.info({ requests: total, seconds, routes }, "successful reads (summary)");
  }
}
