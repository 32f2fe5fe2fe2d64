import { describe, expect, it } from 'vitest';
import { OnlineLocal } from './online';

describe('OnlineLocal', () => {
  it('counts a person online while any of their sockets is open', async () => {
    const online = new OnlineLocal();
    expect(await online.estaOnline('ana')).toBe(false);
    online.entrou('ana');
    online.entrou('ana');
    expect(online.locais('ana')).toBe(2);
    online.saiu('ana');
    expect(await online.estaOnline('ana')).toBe(true);
    online.saiu('ana');
    expect(await online.estaOnline('ana')).toBe(false);
    expect(online.locais('ana')).toBe(0);
  });

  it('never counts below zero', async () => {
    const online = new OnlineLocal();
    online.saiu('bia');
    online.entrou('bia');
    expect(await online.estaOnline('bia')).toBe(true);
  });
});
