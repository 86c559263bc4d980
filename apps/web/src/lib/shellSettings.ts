/**
 * Timings an administrator may set per account from the account's custom script
 * (/custom/custom.{hash}.js), for example:
 *   window.palateSettings = { idleSeconds: 300, timeoutWarningSeconds: 120 };
 * They are read each time a timer starts, so a script that loads after the app still counts.
 */
export interface ShellSettings {
  /** Inactivity before the sleeping screen; 0 turns it off. */
  idleSeconds: number;
  /** How long before the session token expires the time-out warning appears. */
  timeoutWarningSeconds: number;
}

export const DEFAULT_SHELL_SETTINGS: ShellSettings = { idleSeconds: 600, timeoutWarningSeconds: 120 };

declare global {
  interface Window {
    palateSettings?: Partial<Record<keyof ShellSettings, unknown>>;
  }
}

/** The settings, each kept only when it is a non-negative finite number. */
export function shellSettings(given: Window['palateSettings'] = globalThis.window?.palateSettings): ShellSettings {
  const pick = (key: keyof ShellSettings): number => {
    const value = given?.[key];
    return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : DEFAULT_SHELL_SETTINGS[key];
  };
  return { idleSeconds: pick('idleSeconds'), timeoutWarningSeconds: pick('timeoutWarningSeconds') };
}
