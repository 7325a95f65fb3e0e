import type { CallRecord } from './classroom-client.ts';

/** The classroom scenario's figures: per call and overall count, errors and p50/p95/p99, and request rates. */

export interface CallFigures {
  name: string;
  count: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
}

export interface ClassroomFigures {
  calls: CallFigures[];
  overall: CallFigures;
  /** Requests per second over the whole run, and in its busiest second. */
  rps: number;
  peakRps: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

function figures(name: string, records: CallRecord[]): CallFigures {
  const times = records.map((record) => record.ms).sort((a, b) => a - b);
  return {
    name,
    count: records.length,
    errors: records.filter((record) => !record.ok).length,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
  };
}

export function classroomFigures(records: CallRecord[]): ClassroomFigures {
  const byName = new Map<string, CallRecord[]>();
  for (const record of records) {
    const list = byName.get(record.name);
    if (list) list.push(record);
    else byName.set(record.name, [record]);
  }
  const perSecond = new Map<number, number>();
  for (const record of records) {
    const second = Math.floor(record.startedAt / 1000);
    perSecond.set(second, (perSecond.get(second) ?? 0) + 1);
  }
  const first = Math.min(...records.map((record) => record.startedAt));
  const last = Math.max(...records.map((record) => record.startedAt + record.ms));
  return {
    calls: [...byName].map(([name, list]) => figures(name, list)),
    overall: figures('all calls', records),
    rps: records.length / Math.max(0.001, (last - first) / 1000),
    peakRps: Math.max(0, ...perSecond.values()),
  };
}

const ms = (value: number) =>
  Number.isNaN(value) ? 'n/a' : value < 10 ? value.toFixed(2) : value.toFixed(0);

/** Rows for a plain-text table: a header, one row per call, then the overall row. */
export function figureRows(result: ClassroomFigures): string[][] {
  const row = (call: CallFigures) => [
    call.name,
    String(call.count),
    String(call.errors),
    ms(call.p50),
    ms(call.p95),
    ms(call.p99),
  ];
  return [
    ['call', 'count', 'errors', 'p50 ms', 'p95 ms', 'p99 ms'],
    ...result.calls.map(row),
    row(result.overall),
  ];
}

/** The run's last line (issue 39). */
export function summaryLine(
  meta: { db: string; procs: number; students: number },
  result: ClassroomFigures,
  lostAnswers: number,
): string {
  const { overall } = result;
  return (
    `classroom-bench db=${meta.db} procs=${meta.procs} students=${meta.students} rps=${result.rps.toFixed(1)}` +
    ` p50=${ms(overall.p50)} p95=${ms(overall.p95)} p99=${ms(overall.p99)} errors=${overall.errors}` +
    ` lost_answers=${lostAnswers}`
  );
}
