/** The part of autocannon's API the benchmarks use (the package ships no types). */
declare module "autocannon" {
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
    total: number;
  }
  export interface Client {
    setHeaders(headers: Record<string, string>): void;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    overallRate?: number;
    connectionRate?: number;
    timeout?: number;
    headers?: Record<string, string>;
    requests?: { method?: string; path?: string; headers?: Record<string, string>; body?: string }[];
    setupClient?: (client: Client) => void;
  }
  export interface Result {
    latency: Histogram;
    requests: Histogram;
    throughput: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    "2xx": number;
    "3xx"?: number;
    "4xx"?: number;
    "5xx"?: number;
  }
  interface Instance extends Promise<Result> {
    stop(): void;
  }
  function autocannon(options: Options): Instance;
  export default autocannon;
}
