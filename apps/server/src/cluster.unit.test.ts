import { describe, expect, it } from 'vitest';
import { resolveWorkers } from './cluster.ts';
import { ConfigError } from './config.ts';

const PG = 'postgres://anupalan@db.example/anupalan';

describe('how many web processes (WORKERS)', () => {
  it('the embedded default runs one process; PostgreSQL defaults to the cores', () => {
    expect(resolveWorkers({}, 8)).toBe(1);
    expect(resolveWorkers({ DATABASE_URL: PG }, 2)).toBe(2);
    expect(resolveWorkers({ DATABASE_URL: PG }, 1)).toBe(1);
    expect(resolveWorkers({ DATABASE_URL: PG, WORKERS: '' }, 4)).toBe(4);
    // A machine with more cores than the cap still gets a bounded number.
    expect(resolveWorkers({ DATABASE_URL: PG }, 200)).toBe(64);
  });

  it('WORKERS wins over the cores', () => {
    expect(resolveWorkers({ DATABASE_URL: PG, WORKERS: '3' }, 8)).toBe(3);
    expect(resolveWorkers({ DATABASE_URL: PG, WORKERS: '1' }, 8)).toBe(1);
    expect(resolveWorkers({ WORKERS: '1' }, 8)).toBe(1);
  });

  it('PGlite with WORKERS > 1 is refused, naming WORKERS and DATABASE_URL', () => {
    const refuse = () => resolveWorkers({ WORKERS: '2' }, 8);
    expect(refuse).toThrow(ConfigError);
    expect(refuse).toThrow(/WORKERS=2 needs DATABASE_URL.*PGlite.*one process only.*WORKERS=1/);
  });

  it.each(['0', '-1', '1.5', 'two', '65', ' 4x'])('WORKERS=%s is refused as not a count', (value) => {
    expect(() => resolveWorkers({ DATABASE_URL: PG, WORKERS: value }, 2)).toThrow(
      'Invalid configuration: WORKERS: must be a whole number from 1 to 64',
    );
  });
});
