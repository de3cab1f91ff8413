import { z } from 'zod';
import { ConfigError, envList, loadConfig } from './load-config.js';

const schema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3101),
  DATABASE_URL: z.url().default('postgres://postgres@127.0.0.1:5432/yarn_account'),
  MODE: z.enum(['a', 'b']).default('a'),
});

describe('loadConfig', () => {
  it('applies defaults and treats empty values as unset', () => {
    expect(loadConfig(schema, { PORT: '', MODE: 'b' })).toEqual({
      PORT: 3101,
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/yarn_account',
      MODE: 'b',
    });
  });

  it('lists every bad variable by name in one error, never its value (a URL may hold a password)', () => {
    let error: unknown;
    try {
      loadConfig(schema, { PORT: 'abc', DATABASE_URL: 'postgres//admin:s3cret-pw@db', MODE: 'c' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { problems, message } = error as ConfigError;
    expect(problems).toHaveLength(3);
    expect(message).toContain('PORT:');
    expect(message).toContain('DATABASE_URL:');
    expect(message).toContain('MODE:');
    expect(message).not.toMatch(/abc|s3cret|admin|"c"/);
  });

  it('says which required variable is not set', () => {
    expect(() => loadConfig(z.object({ KEY: z.string() }), {})).toThrow('KEY: ');
    expect(() => loadConfig(z.object({ KEY: z.string() }), {})).toThrow('(not set)');
  });

  it('splits comma-separated lists', () => {
    expect(envList(' a@b.co, ,C@d.org ')).toEqual(['a@b.co', 'C@d.org']);
    expect(envList(undefined)).toEqual([]);
  });
});
