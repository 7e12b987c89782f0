import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { parseGo } from '../src/parsers/go.js';
import { defaultAssumption, defaultDirection, scaleByPowerOfTen, tidyUnit } from '../src/units.js';

describe('tidyUnit', () => {
  it.each([
    ['ns/op', 'sec/op', -9], ['MB/s', 'B/s', 6], ['build-real-ns/op', 'build-real-sec/op', -9], ['B/op', 'B/op', 0],
    ['allocs/op', 'allocs/op', 0], ['µs/op', 'µs/op', 0], ['ns', 'sec', -9], ['MB*ns/op', 'B*sec/op', -3], ['ops/ns', 'ops/ns', 0],
  ])('%s -> %s (10^%i)', (unit, base, exponent) => {
    expect(tidyUnit(unit)).toEqual({ unit: base, exponent });
  });

  it('is idempotent', () => {
    fc.assert(fc.property(fc.string({ maxLength: 20 }), (unit) => {
      const once = tidyUnit(unit);
      expect(tidyUnit(once.unit)).toEqual({ unit: once.unit, exponent: 0 });
    }));
  });
});

describe('scaleByPowerOfTen', () => {
  it('gives the double nearest the decimal result', () => {
    expect(scaleByPowerOfTen(12.5, -9)).toBe(1.25e-8);
    expect(scaleByPowerOfTen(1740.81, 6)).toBe(1740810000);
    expect(scaleByPowerOfTen(203.8, -9)).toBe(2.038e-7);
    expect(scaleByPowerOfTen(0, -9)).toBe(0);
    expect(scaleByPowerOfTen(Infinity, -9)).toBe(Infinity);
  });

  // The decimal route written out: what the shortcut for short decimals must reproduce exactly.
  const viaDecimalString = (value: number, exponent: number): number => {
    if (exponent === 0 || !Number.isFinite(value) || value === 0) return value;
    const [mantissa = '0', power = '0'] = value.toExponential().split('e');
    return Number(`${mantissa}e${Number(power) + exponent}`);
  };
  const printed = fc.tuple(fc.integer({ min: -(2 ** 53), max: 2 ** 53 }), fc.integer({ min: 0, max: 12 }))
    .map(([digits, after]) => Number(`${digits}e-${after}`));

  it('agrees with the decimal route on printed timings (up to 12 digits after the point) and on any double', () => {
    for (const exponent of [-9, -6, -3, 3, 6, 9, -22, 22, -30]) {
      fc.assert(fc.property(fc.oneof(printed, fc.double({ noNaN: true })), (value) => {
        expect(scaleByPowerOfTen(value, exponent)).toBe(viaDecimalString(value, exponent));
      }), { numRuns: 4_000, seed: 20261122 });
    }
  });
});

describe('directions and assumptions', () => {
  it.each([
    ['sec/op', 'lower'], ['B/s', 'higher'], ['ops/sec', 'higher'], ['widgets/s', 'higher'], ['allocs/op', 'lower'],
    ['text-bytes', 'lower'], ['ratio', 'lower'], ['p99-sec', 'lower'],
    // Rates per any unit of time, not only per second.
    ['ops/ms', 'higher'], ['ops/µs', 'higher'], ['req/min', 'higher'], ['jobs/h', 'higher'], ['events/hour', 'higher'],
    ['ms/op', 'lower'], ['sec/iter', 'lower'], ['B/op', 'lower'],
    // Every spelling the metrics format reads as a time (time-units.ts), as it makes a rate there.
    ['ops/usecs', 'higher'], ['ops/µsec', 'higher'], ['ops/μsec', 'higher'], ['ops/nsecs', 'higher'], ['ops/msecs', 'higher'],
    ['ops/milliseconds', 'higher'], ['ops/hrs', 'higher'],
  ])('%s is %s-is-better', (unit, direction) => {
    expect(defaultDirection(unit)).toBe(direction);
  });

  it('Go rates per usecs, µsec, nsecs and msecs (real go test output, b.ReportMetric) are higher-is-better, as per usec', () => {
    const out = parseGo(readFileSync('fixtures/upgrade/go-reported-units.txt', 'utf8'), 'go-reported-units.txt');
    const directions = Object.fromEntries(out.benchmarks.flatMap((b) => b.metrics.map((m) => [m.unit, m.better])));
    expect(directions).toEqual({ 'sec/op': 'lower', msec: 'lower', 'ops/msecs': 'higher', 'ops/nsecs': 'higher', 'ops/usec': 'higher', 'ops/usecs': 'higher', 'ops/µsec': 'higher' });
  });

  it.each([['allocs/op', 'exact'], ['B/op', 'exact'], ['text-bytes', 'exact'], ['sec/op', 'nothing'], ['B/s', 'nothing']])('%s assumes %s', (unit, a) => {
    expect(defaultAssumption(unit)).toBe(a);
  });
});
