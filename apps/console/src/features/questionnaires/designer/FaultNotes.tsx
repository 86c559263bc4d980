import type { ImportReply } from '../useDefinitionSave.ts';

export type Faults = ImportReply['faults'];

/** The server's faults on one part of the draft, beside the fields they are about. */
export function FaultNotes({ faults }: { faults: Faults }) {
  return faults.map((fault, index) => (
    <p key={index} className="pl-console-error pl-console-fault" role="alert">
      {fault.message}
    </p>
  ));
}

/** The faults whose path is `prefix` or lies under it (`pages[1]` holds `pages[1].controls[0].label`). */
export function faultsUnder(faults: Faults, prefix: string): Faults {
  return faults.filter(
    (fault) => fault.path === prefix || fault.path.startsWith(`${prefix}.`) || fault.path.startsWith(`${prefix}[`),
  );
}
