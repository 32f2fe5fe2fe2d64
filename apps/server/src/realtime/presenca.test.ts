import { describe, expect, it } from 'vitest';
import { PresencaLocal } from './presenca';

describe('PresencaLocal', () => {
  it('counts a person online while any of their sockets is open', async () => {
    const presenca = new PresencaLocal();
    expect(await presenca.online('ana')).toBe(false);
    presenca.entrou('ana');
    presenca.entrou('ana');
    expect(presenca.locais('ana')).toBe(2);
    presenca.saiu('ana');
    expect(await presenca.online('ana')).toBe(true);
    presenca.saiu('ana');
    expect(await presenca.online('ana')).toBe(false);
    expect(presenca.locais('ana')).toBe(0);
  });

  it('never counts below zero', async () => {
    const presenca = new PresencaLocal();
    presenca.saiu('bia');
    presenca.entrou('bia');
    expect(await presenca.online('bia')).toBe(true);
  });
});
