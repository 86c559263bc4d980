import { describe, expect, it } from 'vitest';
import { DEFAULT_SHELL_SETTINGS, shellSettings } from './shellSettings.ts';

describe('shellSettings', () => {
  it('uses the defaults without an account script', () => {
    expect(shellSettings(undefined)).toEqual(DEFAULT_SHELL_SETTINGS);
  });

  it('keeps valid numbers and ignores the rest', () => {
    expect(shellSettings({ idleSeconds: 30, timeoutWarningSeconds: 'soon' })).toEqual({
      idleSeconds: 30,
      timeoutWarningSeconds: DEFAULT_SHELL_SETTINGS.timeoutWarningSeconds,
    });
    expect(shellSettings({ idleSeconds: -1 }).idleSeconds).toBe(DEFAULT_SHELL_SETTINGS.idleSeconds);
    expect(shellSettings({ idleSeconds: 0 }).idleSeconds).toBe(0);
  });
});
