// The part of autocannon 9's API that e2e/bench-server.ts and e2e/soak-server.ts use (the package ships no types).
declare module 'autocannon' {
  interface Histogram {
    p50: number;
    p97_5: number;
    p99: number;
    average: number;
    mean: number;
  }
  interface Result {
    requests: Histogram & { total: number };
    latency: Histogram & { p90: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Send exactly this many requests (instead of running for `duration`). */
    amount?: number;
    headers?: Record<string, string>;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
