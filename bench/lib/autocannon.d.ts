// The part of autocannon's API the HTTP benchmark uses (the package ships no types; it is installed on the
// benchmark's first run into bench/tools/node_modules, bench/lib/tools.ts).
declare module 'autocannon' {
  export interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  export interface RawRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
  }
  export interface Options {
    url: string;
    connections: number;
    duration: number;
    timeout?: number;
    headers?: Record<string, string>;
    requests?: { setupRequest?: (request: RawRequest) => RawRequest }[];
  }
  export interface Result {
    requests: Histogram;
    latency: Histogram;
    timeouts: number;
    errors: number;
    non2xx: number;
    '2xx': number;
    duration: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
