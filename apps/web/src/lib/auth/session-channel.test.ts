import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TabSession } from '../session-storage.ts';
import {
  openSessionChannel,
  SESSION_CHANNEL_NAME,
  type SessionChannel,
  type SessionChannelHandlers,
  type SessionEndReason,
} from './session-channel.ts';

// Node has the browser's BroadcastChannel: each `tab` below is a real end of the same channel.
const opened: SessionChannel[] = [];
const raw: BroadcastChannel[] = [];
afterEach(() => {
  for (const channel of opened.splice(0)) channel.close();
  for (const channel of raw.splice(0)) channel.close();
  vi.useRealTimers();
});

const SESSION: TabSession = { token: 'token-de-la-pestana-a', user: '{"id":1}' };

function tab(handlers: Partial<SessionChannelHandlers> = {}): SessionChannel {
  const channel = openSessionChannel({ share: () => null, ended: () => {}, ...handlers });
  if (!channel) throw new Error('BroadcastChannel is missing');
  opened.push(channel);
  return channel;
}

function endedIn(): {
  handler: SessionChannelHandlers['ended'];
  got: Promise<[string, SessionEndReason]>;
} {
  let resolve: (value: [string, SessionEndReason]) => void = () => {};
  const got = new Promise<[string, SessionEndReason]>((r) => {
    resolve = r;
  });
  return { handler: (token, reason) => resolve([token, reason]), got };
}

describe('the session channel between tabs', () => {
  it('a new tab gets the session of a tab that holds one', async () => {
    tab({ share: () => SESSION });
    const fresh = tab();
    expect(await fresh.ask(5_000)).toEqual(SESSION);
  });

  it('a tab without a session does not answer; one that has it does, once', async () => {
    const share = vi.fn(() => SESSION);
    tab({ share: () => null });
    tab({ share });
    tab({ share: () => ({ token: 'otra', user: '{"id":2}' }) });
    const fresh = tab();
    const answer = await fresh.ask(5_000);
    expect([SESSION.token, 'otra']).toContain(answer?.token);
    expect(share).toHaveBeenCalledTimes(1);
  });

  it('nobody answering is "signed out" once the wait is over', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    tab({ share: () => null });
    const asking = tab().ask(600);
    let settled: TabSession | null | undefined;
    void asking.then((value) => {
      settled = value;
    });
    await vi.advanceTimersByTimeAsync(599);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBeNull();
  });

  it('a sign-out or an expiry in one tab reaches the others, with its token', async () => {
    const other = endedIn();
    tab({ ended: other.handler });
    tab().announceEnd('token-de-la-pestana-a', 'signed-out');
    expect(await other.got).toEqual(['token-de-la-pestana-a', 'signed-out']);

    const again = endedIn();
    tab({ ended: again.handler });
    tab().announceEnd('t2', 'expired');
    expect(await again.got).toEqual(['t2', 'expired']);
  });

  it('ignores messages that do not fit', async () => {
    const last = endedIn();
    const ended = vi.fn(last.handler);
    const share = vi.fn(() => SESSION);
    tab({ ended, share });
    const sender = new BroadcastChannel(SESSION_CHANNEL_NAME);
    raw.push(sender);
    for (const message of [
      null,
      'ask',
      { type: 'ask' },
      { type: 'ended', token: 't' },
      { type: 'ended', token: 't', reason: 'otra' },
      { type: 'ended', token: 42, reason: 'expired' },
    ]) {
      sender.postMessage(message);
    }
    // One sender's messages arrive in order: when the last one is read, the others were dropped.
    sender.postMessage({ type: 'ended', token: 'fin', reason: 'expired' });
    expect(await last.got).toEqual(['fin', 'expired']);
    expect(share).not.toHaveBeenCalled();
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('is null where the browser has no BroadcastChannel, and closing answers a pending ask', async () => {
    expect(openSessionChannel({ share: () => null, ended: () => {} }, () => null)).toBeNull();
    const channel = tab();
    const asking = channel.ask(60_000);
    channel.close();
    expect(await asking).toBeNull();
  });
});
