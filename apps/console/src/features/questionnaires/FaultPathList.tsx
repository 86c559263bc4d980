import type { DefinitionFaultView } from '@palate/protocol';

/** An edited definition's faults, by their place in it (line numbers mean nothing for a text never shown). */
export function FaultPathList({ faults }: { faults: readonly DefinitionFaultView[] }) {
  return (
    <ul className="pl-console-faults">
      {faults.map((fault, index) => (
        <li key={index}>{fault.path ? `${fault.path}: ${fault.message}` : fault.message}</li>
      ))}
    </ul>
  );
}
