import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/**
 * A small server on loopback that speaks the OpenAI chat-completions protocol, scripted per
 * test. 'silent' never answers, so the app's own LLM_TIMEOUT_MS ends the call (no sleeping on
 * either side). `url` is ready after `beforeAll`; pass it to the app's env as LLM_BASE_URL.
 */
export type Behaviour = 'answer' | 'silent' | 'error' | 'garbage';
export type FakeModel = {
  behaviour: Behaviour;
  /** What the model writes when it answers. */
  written: string;
  calls: { url: string; headers: IncomingHttpHeaders; body: Record<string, unknown> }[];
  url: string;
};

export function useFakeModel(written: string): FakeModel {
  const model: FakeModel = { behaviour: 'answer', written, calls: [], url: '' };
  let server: Server;
  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk));
      req.on('end', () => {
        model.calls.push({ url: req.url ?? '', headers: req.headers, body: JSON.parse(raw) });
        if (model.behaviour === 'silent') return;
        if (model.behaviour === 'error') {
          res.writeHead(500).end('{"error":"overloaded"}');
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          model.behaviour === 'garbage'
            ? '{"choices":[]}'
            : JSON.stringify({
                choices: [{ message: { role: 'assistant', content: model.written } }],
              }),
        );
      });
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    model.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(
    () =>
      new Promise((done) => {
        server.close(done);
        // The silent behaviour's requests are still open.
        server.closeAllConnections();
      }),
  );
  return model;
}
