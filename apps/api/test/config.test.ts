import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({ INIT_CWD: '/srv/caudal' });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: '/srv/caudal/data',
      publicUrl: 'http://localhost:3000',
      trustProxy: false,
      demoSandboxesPerHour: 20,
    });
    expect(config.webDist).toBe(resolve(import.meta.dirname, '../../web/dist'));
  });

  it('resolves relative folders from where npm was run, not from the workspace', () => {
    const config = loadConfig({ INIT_CWD: '/home/ana/caudal', DATA_DIR: 'datos', WEB_DIST: 'web' });
    expect(config.dataDir).toBe('/home/ana/caudal/datos');
    expect(config.webDist).toBe('/home/ana/caudal/web');
  });

  it('treats empty values as unset and reads booleans and numbers', () => {
    const config = loadConfig({ DATABASE_URL: '', PORT: '8080', TRUST_PROXY: 'true' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.trustProxy).toBe(true);
  });

  it('names the bad setting in Spanish', () => {
    expect(() => loadConfig({ PORT: 'tres mil' })).toThrow(/Configuración inválida en PORT/);
  });
});

describe('the optional model for the book assistant', () => {
  it('is on only when its base URL, model and key are all set', () => {
    expect(loadConfig({}).llm).toBeNull();
    expect(loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:9/v1', LLM_MODEL: 'm' }).llm).toBeNull();
    expect(
      loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:9/v1/', LLM_MODEL: 'm', LLM_API_KEY: 'k' }).llm,
    ).toEqual({ baseUrl: 'http://127.0.0.1:9/v1', model: 'm', apiKey: 'k', timeoutMs: 8000 });
  });
});
