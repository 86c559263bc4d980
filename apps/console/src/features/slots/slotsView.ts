import type { MonitoredSlot } from '@palate/protocol';

/** A slot's judges counted for its row: booked (arrived and no-shows among them). */
export function slotCounts(slot: MonitoredSlot): { booked: number; arrived: number; noShow: number } {
  return {
    booked: slot.booked.length,
    arrived: slot.booked.filter((judge) => judge.attendance === 'arrived').length,
    noShow: slot.booked.filter((judge) => judge.attendance === 'noShow').length,
  };
}

/** The time zones the browser knows, with the one chosen first among them when it is missing (UTC is not always listed). */
export function timeZones(chosen: string): string[] {
  const known = Intl.supportedValuesOf('timeZone');
  return known.includes(chosen) ? known : [chosen, ...known];
}
