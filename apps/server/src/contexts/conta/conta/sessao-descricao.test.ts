import { describe, expect, it } from 'vitest';
import { descreverLocal, descreverNavegador } from './sessao-descricao';

describe('descreverNavegador', () => {
  it('names the browser, the system and the kind of device', () => {
    expect(
      descreverNavegador(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
      ),
    ).toEqual({ navegador: 'Chrome 140', sistema: 'Windows 10', dispositivo: 'computador' });
    expect(
      descreverNavegador(
        'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Mobile Safari/537.36',
      ),
    ).toMatchObject({ navegador: 'Chrome 139', sistema: 'Android 14', dispositivo: 'celular' });
    expect(
      descreverNavegador(
        'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toMatchObject({
      dispositivo: 'tablet',
    });
  });

  it('says nothing it does not know', () => {
    expect(descreverNavegador(null)).toEqual({ navegador: null, sistema: null, dispositivo: 'outro' });
    expect(descreverNavegador('lightMyRequest')).toMatchObject({ navegador: null, dispositivo: 'outro' });
  });
});

describe('descreverLocal', () => {
  it.each([
    ['127.0.0.1', 'Rede local'],
    ['::1', 'Rede local'],
    ['::ffff:192.168.1.20', 'Rede local'],
    ['10.2.3.4', 'Rede local'],
    ['172.20.0.5', 'Rede local'],
    ['fd12:3456::1', 'Rede local'],
    ['172.32.0.1', 'Local desconhecido'],
    ['200.160.2.3', 'Local desconhecido'],
    ['2804:14c::1', 'Local desconhecido'],
    [null, 'Local desconhecido'],
  ])('%s → %s', (ip, local) => {
    expect(descreverLocal(ip)).toBe(local);
  });
});
