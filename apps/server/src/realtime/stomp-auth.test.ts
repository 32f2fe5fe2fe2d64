import { describe, expect, it } from 'vitest';
import { connectionToken } from './stomp-auth';
import { readConnectRequest } from './stomp-session';

const request = (headers: Record<string, string>) => readConnectRequest(headers);

describe('connectionToken', () => {
  it('takes the passcode or the bearer token from CONNECT', () => {
    expect(connectionToken(request({ passcode: 'tok-1' }), undefined)).toBe('tok-1');
    expect(connectionToken(request({ Authorization: 'Bearer tok-2' }), undefined)).toBe('tok-2');
  });

  it('prefers what CONNECT presents over the upgrade request’s cookie', () => {
    expect(connectionToken(request({ passcode: 'tok-1' }), 'cookie-tok')).toBe('tok-1');
    expect(connectionToken(request({ authorization: 'Bearer tok-2' }), 'cookie-tok')).toBe('tok-2');
  });

  it('falls back to the cookie when CONNECT has no token or an empty passcode', () => {
    expect(connectionToken(request({}), 'cookie-tok')).toBe('cookie-tok');
    expect(connectionToken(request({ login: 'Mariana', passcode: '  ' }), 'cookie-tok')).toBe('cookie-tok');
  });

  it('has nothing when neither is there', () => {
    expect(connectionToken(request({ login: 'Mariana' }), undefined)).toBeUndefined();
    expect(connectionToken(request({}), '')).toBeUndefined();
  });
});
