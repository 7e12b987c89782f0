/**
 * Reading a value as bench binaries print it, and normalising its unit once (STYLE.md §3.1).
 *
 * Values: `22,096.0`, `1.583ms`, `~140MB`, `+1,940 wf/s (phase 1)`, `**9.52 ops/sec**`, `3.28x`,
 * `1e9`, Go durations `1m2.5s`, counts with a metric prefix `56.20k` (wrk's Req/Sec) = 56200, `1.2M`,
 * `3G`; thousands separators are `,` in groups of three, the minus may be
 * U+2212, markdown emphasis around the value is dropped, and text after the value is ignored
 * (including a `,` or `;` right after it, as in `ops: 1940.15,`).
 * Units: times become `sec` (ns/nsec, µs/μs/us/usec, ms/msec, s, sec, min, h, the words spelt out:
 * time-units.ts), sizes become `B` (kB/KB/MB/GB/TB
 * decimal, KiB/MiB/GiB/TiB binary), rates over a time become `<what>/s` (`ops/sec` -> `ops/s`,
 * `MB/s` -> `B/s`, `req/ms` -> `req/s` x1000). A count of a known kind with a decimal metric prefix,
 * `k` or the upper-case `K` many tools print (iperf3's `Kbits/sec`, criterion's `Kelem/s`), `M`, `G`
 * or `T`, drops it: `1.2 Kops/s` and `1.1 kops/s` are 1200 and 1100 ops/s, `800 Kbits/sec` and
 * `1.20 Mbits/sec` 800,000 and 1,200,000 bits/s. Only the kinds in COUNT_WORDS: `Msgs/s` (messages)
 * or `Keys/s` are not mega-`sgs` or kilo-`eys`. Any other unit (`%`, `x`, `workflows`) is kept as
 * printed, so the same binary always lands in the same unit whatever scale it printed.
 */
import { SECONDS_PER_TIME_UNIT } from '../time-units.js';
import { scaleByPowerOfTen } from '../units.js';

export interface MetricValue {
  value: number;
  /** The unit as printed ('' when the text had none). */
  unit: string;
}

export interface NormalUnit {
  unit: string;
  /** Multiply a value in the printed unit by this to get the normal unit. */
  factor: number;
}

// Every spelling, `nsec`, `usec` and `msec` as fio (`clat (usec): ...`, `(msec)` past 20 ms) and
// `perf stat` (`245.57 msec task-clock`) print them included: a tool that switches scale must land in one unit.
const TIME = SECONDS_PER_TIME_UNIT;
const SIZE: ReadonlyMap<string, number> = new Map([
  ['B', 1], ['byte', 1], ['bytes', 1], ['kB', 1e3], ['KB', 1e3], ['MB', 1e6], ['GB', 1e9], ['TB', 1e12],
  ['KiB', 2 ** 10], ['MiB', 2 ** 20], ['GiB', 2 ** 30], ['TiB', 2 ** 40],
]);

// A number: sign, digits with optional `,` groups of three, decimals, exponent. It may be followed
// by punctuation that ends a list item (`ops: 1940.15,` in a printed dict, `n = 12;`), but a comma
// followed by a digit is not such an end: `1,5` stays unreadable (a decimal comma or a list?).
const NUMBER = /^([+\-\u2212]?(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d+)?(?:[eE][+-]?\d+)?)(?=$|[\s\p{L}µ%/°*_`(;]|,(?!\d))/u;
const UNIT = /^[\p{L}µ%/°][^\s()*`,;|]*/u;
const GO_DURATION = /^(?:(\d+)h)?(?:(\d+)m(?!s))?(\d+(?:\.\d+)?)(ns|us|µs|μs|ms|s)$/u;
const NON_FINITE = /^([+-]?)(nan|inf|infinity)\b/i;
// A metric prefix glued to a number and standing alone (`56.20k`, `1.2M ops/s`, not `1.2MB`) scales
// the count: kept as a unit, `k` would pass for the metric's unit, and a run that printed `980` and
// one that printed `1.02k` would land in two metrics. Decimal, as load generators (wrk) print them.
const MAGNITUDE = /^([kKMGT])(?=$|[\s,;()*`_|])/u;
const MAGNITUDE_EXPONENT: ReadonlyMap<string, number> = new Map([['k', 3], ['K', 3], ['M', 6], ['G', 9], ['T', 12]]);
/**
 * The kinds of count a metric prefix may scale in a unit (`Kops`, `Mreq`, `Gbits`). A list, not any
 * word after a capital: `Msgs`, `Keys`, `Tasks` and `Gets` are words of their own.
 */
const COUNT_WORDS = new Set(['op', 'ops', 'req', 'reqs', 'request', 'requests', 'query', 'queries', 'call', 'calls', 'elem', 'elems',
  'element', 'elements', 'item', 'items', 'msg', 'msgs', 'message', 'messages', 'event', 'events', 'tx', 'txn', 'txns', 'transaction',
  'transactions', 'row', 'rows', 'record', 'records', 'iter', 'iters', 'iteration', 'iterations', 'job', 'jobs', 'task', 'tasks',
  'bit', 'bits', 'packet', 'packets', 'pkt', 'pkts', 'frame', 'frames', 'hash', 'hashes', 'sample', 'samples', 'instr', 'instructions']);

/** `Kops` -> ops and 3: a known count with a decimal metric prefix (see COUNT_WORDS); else undefined. */
function prefixedCount(word: string): { count: string; exponent: number } | undefined {
  const exponent = MAGNITUDE_EXPONENT.get(word.slice(0, 1));
  const count = word.slice(1);
  return exponent !== undefined && COUNT_WORDS.has(count) ? { count, exponent } : undefined;
}

/** Reads the first value (and its unit) of a text; undefined when it does not start with a number. */
export function parseMetricValue(raw: string): MetricValue | undefined {
  const text = raw.trim().replace(/^[*_`]+/, '').replace(/[*_`]+$/, '').replace(/^[~≈]\s*/, '').trim();
  const nonFinite = NON_FINITE.exec(text);
  if (nonFinite !== null) {
    const value = nonFinite[2]?.toLowerCase() === 'nan' ? Number.NaN : nonFinite[1] === '-' ? -Infinity : Infinity;
    return { value, unit: unitAfter(text.slice(nonFinite[0].length)) };
  }
  const duration = GO_DURATION.exec(text.split(/\s/, 1)[0] ?? '');
  if (duration !== null && (duration[1] !== undefined || duration[2] !== undefined)) {
    const seconds = Number(duration[1] ?? 0) * 3600 + Number(duration[2] ?? 0) * 60 + Number(duration[3]) * (TIME.get(duration[4] ?? 's') ?? 1);
    return { value: seconds, unit: 's' };
  }
  const number = NUMBER.exec(text);
  const digits = number?.[1] ?? '';
  if (number === null || !/\d/.test(digits)) return undefined;
  const value = Number(digits.replaceAll(',', '').replace('\u2212', '-'));
  if (Number.isNaN(value)) return undefined;
  const rest = text.slice(digits.length);
  const magnitude = MAGNITUDE.exec(rest)?.[1];
  if (magnitude !== undefined) return { value: scaleByPowerOfTen(value, MAGNITUDE_EXPONENT.get(magnitude) ?? 0), unit: unitAfter(rest.slice(1)) };
  return { value, unit: unitAfter(rest) };
}

function unitAfter(rest: string): string {
  return UNIT.exec(rest.trimStart())?.[0] ?? '';
}

/** The normal unit of a printed unit, and the factor that converts values to it. */
export function normalizeMetricUnit(printed: string): NormalUnit {
  const unit = printed.trim();
  const time = TIME.get(unit);
  if (time !== undefined) return { unit: 'sec', factor: time };
  const size = SIZE.get(unit);
  if (size !== undefined) return { unit: 'B', factor: size };
  const count = prefixedCount(unit);
  if (count !== undefined) return { unit: count.count, factor: 10 ** count.exponent };
  const slash = unit.lastIndexOf('/');
  if (slash > 0) {
    const per = TIME.get(unit.slice(slash + 1));
    if (per !== undefined) {
      const numerator = unit.slice(0, slash);
      const bytes = SIZE.get(numerator);
      if (bytes !== undefined) return { unit: 'B/s', factor: bytes / per };
      const prefixed = prefixedCount(numerator);
      return prefixed === undefined ? { unit: `${numerator}/s`, factor: 1 / per } : { unit: `${prefixed.count}/s`, factor: 10 ** prefixed.exponent / per };
    }
  }
  return { unit, factor: 1 };
}

/** Multiplies without the binary noise of `1.583 * 1e-3` when the factor is a power of ten. */
export function scaleValue(value: number, factor: number): number {
  if (factor === 1) return value;
  const exponent = Math.round(Math.log10(factor));
  return Math.abs(10 ** exponent / factor - 1) < 1e-12 ? scaleByPowerOfTen(value, exponent) : value * factor;
}
