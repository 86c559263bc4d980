import type { FeatureFlags } from '../../lib/routeOptions.ts';

/**
 * Whether the end screen shows the judge's report, and whether it follows the panel as
 * others finish: from the route options' `report` and `syncResults` flags.
 */
export type ReportMode = 'off' | 'once' | 'live';

export function reportMode(features: Pick<FeatureFlags, 'report' | 'syncResults'>): ReportMode {
  if (!features.report) return 'off';
  return features.syncResults ? 'live' : 'once';
}
