// The parts of Lighthouse 12, puppeteer-core 24 and chrome-launcher 1 that the Lighthouse benchmark uses. The
// packages are installed on the benchmark's first run into bench/tools/node_modules (bench/lib/tools.ts), not by
// the repository's `npm install`, so their own types are not there for `tsc -b`: these declarations stand in for
// them, as autocannon.d.ts does for autocannon (docs/decisions/0071).
declare module 'lighthouse' {
  export interface AuditResult {
    id: string;
    score: number | null;
    displayValue?: string;
    numericValue?: number;
    details?: unknown;
  }
  export interface Result {
    finalDisplayedUrl: string;
    audits: Record<string, AuditResult>;
    categories: Record<string, { score: number | null }>;
    runtimeError?: { code: string; message: string };
    environment: { benchmarkIndex: number };
  }
  export interface Flags {
    port?: number;
    output?: 'json' | 'html' | 'csv';
    logLevel?: 'silent' | 'error' | 'warn' | 'info' | 'verbose';
    onlyCategories?: string[];
  }
  function lighthouse(url: string, flags?: Flags): Promise<{ lhr: Result } | undefined>;
  export default lighthouse;
}

declare module 'puppeteer-core' {
  export interface CookieData {
    name: string;
    value: string;
    domain?: string;
    path?: string;
  }
  export interface Browser {
    setCookie(...cookies: CookieData[]): Promise<void>;
    disconnect(): Promise<void>;
  }
  const puppeteer: { connect(options: { browserURL: string }): Promise<Browser> };
  export default puppeteer;
}

declare module 'chrome-launcher' {
  export interface LaunchedChrome {
    port: number;
    kill(): void;
  }
  export function launch(options: { chromePath?: string; chromeFlags?: string[] }): Promise<LaunchedChrome>;
}
