import { describe, expect, it } from 'vitest';
import { isLoopback } from '../../../infra/local/app-server';

describe('the local outbox is for this machine only', () => {
  it.each(['127.0.0.1', '127.10.0.3', '::1', '::ffff:127.0.0.1'])('serves %s', (address) => {
    expect(isLoopback(address)).toBe(true);
  });

  it.each(['192.168.1.20', '10.0.0.5', '::ffff:192.168.1.20', 'fe80::1', '', undefined])('refuses %s', (address) => {
    expect(isLoopback(address)).toBe(false);
  });
});
