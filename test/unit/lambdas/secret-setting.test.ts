import { afterEach, describe, expect, it } from 'vitest';
import { secretIdVariable, secretSetting } from '../../../lambdas/runtime/secret-setting';

const NAME = 'HEIRLOOM_TEST_APP_SECRET';

afterEach(() => {
  delete process.env[NAME];
  delete process.env[secretIdVariable(NAME)];
});

describe('secretSetting', () => {
  it('is null where the stage has neither the value nor a secret naming it', () => {
    expect(secretSetting(NAME)).toBeNull();
  });

  it('answers the value the local runtime sets', async () => {
    process.env[NAME] = 'local-value';
    await expect(secretSetting(NAME)!()).resolves.toBe('local-value');
  });

  it('in AWS knows the secret only by name, <NAME>_ID, and reads it when first asked', () => {
    expect(secretIdVariable('FACEBOOK_APP_SECRET')).toBe('FACEBOOK_APP_SECRET_ID');
    process.env[secretIdVariable(NAME)] = 'heirloom/test/app';
    // Configured (a reader is returned) without any call yet: the value is fetched on first use.
    expect(typeof secretSetting(NAME)).toBe('function');
  });
});
