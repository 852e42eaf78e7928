import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './pg-errors.ts';

const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });
const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection, wrapped by the query builder', wrapped(coded('ECONNREFUSED'))],
    ['both addresses refused (an AggregateError)', wrapped(new AggregateError([coded('ECONNREFUSED')]))],
    ['a connection reset', coded('ECONNRESET')],
    [
      'the server shutting down',
      wrapped(coded('57P01', 'terminating connection due to administrator command')),
    ],
    ['the server starting up', coded('57P03')],
    ['too many connections', coded('53300')],
    ['a connection exception (class 08)', coded('08006')],
    ['the pool giving up connecting', wrapped(new Error('timeout exceeded when trying to connect'))],
    ['a connection lost mid-query', new Error('Connection terminated unexpectedly')],
  ])('is true for %s', (_label, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    ['a unique violation', wrapped(coded('23505'))],
    ['a syntax error', coded('42601')],
    ['a plain error', new Error('boom')],
    ['nothing', undefined],
    [
      'another service refusing a fetch',
      Object.assign(new TypeError('fetch failed'), { cause: coded('ECONNREFUSED') }),
    ],
  ])('is false for %s', (_label, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });
});
