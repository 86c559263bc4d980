/** A control's validation message, placed above its choices where the judge is looking. */
export function FieldError({ id, error }: { id: string; error: string | null }) {
  return error === null ? null : (
    <p id={id} className="pl-field-error">
      {error}
    </p>
  );
}
