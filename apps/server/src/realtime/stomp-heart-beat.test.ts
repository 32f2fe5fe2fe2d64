import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  HeartBeatMonitor,
  MAX_HEART_BEAT_MS,
  formatHeartBeatHeader,
  negotiateHeartBeat,
  parseHeartBeatHeader,
} from './stomp-heart-beat';

describe('the heart-beat header', () => {
  it('reads "cx,cy"', () => {
    expect(parseHeartBeatHeader('10000,10000')).toEqual({ sendMs: 10000, receiveMs: 10000 });
    expect(parseHeartBeatHeader('0,5000')).toEqual({ sendMs: 0, receiveMs: 5000 });
    expect(parseHeartBeatHeader(' 100 , 200 ')).toEqual({ sendMs: 100, receiveMs: 200 });
  });

  it('means no heart-beats when missing', () => {
    expect(parseHeartBeatHeader(undefined)).toEqual({ sendMs: 0, receiveMs: 0 });
  });

  it.each(['', '10000', '1,2,3', '-1,0', 'a,b', '1.5,2', '10000;10000', ',', '1e3,0'])(
    'refuses %j',
    (value) => {
      expect(parseHeartBeatHeader(value)).toBeUndefined();
    },
  );

  it('brings huge values down to a day, which timers can hold', () => {
    expect(parseHeartBeatHeader('999999999999999,3000000000')).toEqual({
      sendMs: MAX_HEART_BEAT_MS,
      receiveMs: MAX_HEART_BEAT_MS,
    });
  });
});

describe('negotiation', () => {
  const server = { sendMs: 10000, receiveMs: 10000 };

  it.each([
    // client cx,cy → server sends every, server expects every
    [{ sendMs: 10000, receiveMs: 10000 }, 10000, 10000],
    [{ sendMs: 0, receiveMs: 0 }, 0, 0],
    [{ sendMs: 5000, receiveMs: 20000 }, 20000, 10000],
    [{ sendMs: 30000, receiveMs: 1000 }, 10000, 30000],
    [{ sendMs: 0, receiveMs: 5000 }, 10000, 0],
    [{ sendMs: 5000, receiveMs: 0 }, 0, 10000],
  ])('client %j → server sends every %i ms and expects every %i ms', (client, sends, expects) => {
    expect(negotiateHeartBeat(server, client)).toEqual({
      serverSendsEveryMs: sends,
      serverExpectsEveryMs: expects,
    });
  });

  it('has no heart-beat in a direction the server does not do', () => {
    const client = { sendMs: 10000, receiveMs: 10000 };
    expect(negotiateHeartBeat({ sendMs: 0, receiveMs: 10000 }, client)).toEqual({
      serverSendsEveryMs: 0,
      serverExpectsEveryMs: 10000,
    });
    expect(negotiateHeartBeat({ sendMs: 10000, receiveMs: 0 }, client)).toEqual({
      serverSendsEveryMs: 10000,
      serverExpectsEveryMs: 0,
    });
  });

  it('answers with the negotiated values, which the client reads to the same result', () => {
    const client = { sendMs: 5000, receiveMs: 20000 };
    const negotiated = negotiateHeartBeat(server, client);
    const header = formatHeartBeatHeader(negotiated);
    expect(header).toBe('20000,10000');
    // The client applies the max rule to what it reads.
    const read = parseHeartBeatHeader(header);
    expect(read).toBeDefined();
    const clientView = negotiateHeartBeat(client, read ?? server);
    expect(clientView).toEqual({ serverSendsEveryMs: 10000, serverExpectsEveryMs: 20000 });
  });
});

describe('the monitor', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function monitor(sends: number, expects: number, grace = 2) {
    const events: string[] = [];
    const start = Date.now();
    const m = new HeartBeatMonitor({
      serverSendsEveryMs: sends,
      serverExpectsEveryMs: expects,
      grace,
      sendHeartBeat: () => events.push(`beat@${Date.now() - start}`),
      onSilence: () => events.push(`silence@${Date.now() - start}`),
    });
    return { m, events };
  }

  it('beats at every interval while nothing else is sent', () => {
    const { m, events } = monitor(10000, 0);
    m.start();
    vi.advanceTimersByTime(35000);
    expect(events).toEqual(['beat@10000', 'beat@20000', 'beat@30000']);
    m.stop();
  });

  it('does not beat when something else went out within the interval', () => {
    const { m, events } = monitor(10000, 0);
    m.start();
    vi.advanceTimersByTime(6000);
    m.noteSent();
    vi.advanceTimersByTime(9000); // t = 15000: only 9000 since the last send
    expect(events).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(events).toEqual(['beat@16000']);
    m.stop();
  });

  it('reports silence after the interval times the grace factor', () => {
    const { m, events } = monitor(0, 10000);
    m.start();
    vi.advanceTimersByTime(19999);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(events).toEqual(['silence@20000']);
    vi.advanceTimersByTime(100000);
    expect(events).toHaveLength(1);
  });

  it('counts the silence from the last thing received', () => {
    const { m, events } = monitor(0, 10000);
    m.start();
    vi.advanceTimersByTime(15000);
    m.noteReceived();
    vi.advanceTimersByTime(19999);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(events).toEqual(['silence@35000']);
  });

  it('uses the grace factor it is given', () => {
    const { m, events } = monitor(0, 10000, 3);
    m.start();
    vi.advanceTimersByTime(29999);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(events).toEqual(['silence@30000']);
  });

  it('does nothing when neither side beats', () => {
    const { m, events } = monitor(0, 0);
    m.start();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(10 * MAX_HEART_BEAT_MS);
    expect(events).toEqual([]);
  });

  it('leaves no timer behind once stopped', () => {
    const { m, events } = monitor(10000, 10000);
    m.start();
    expect(vi.getTimerCount()).toBe(2);
    m.stop();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(100000);
    expect(events).toEqual([]);
  });

  it('stops beating when the send itself stops it', () => {
    const events: string[] = [];
    const m: HeartBeatMonitor = new HeartBeatMonitor({
      serverSendsEveryMs: 1000,
      serverExpectsEveryMs: 0,
      grace: 2,
      sendHeartBeat: () => {
        events.push('beat');
        m.stop();
      },
      onSilence: () => events.push('silence'),
    });
    m.start();
    vi.advanceTimersByTime(5000);
    expect(events).toEqual(['beat']);
    expect(vi.getTimerCount()).toBe(0);
  });
});
