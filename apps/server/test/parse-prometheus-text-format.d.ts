// The parser ships no types: what the operations test reads of its result is typed there.
declare module 'parse-prometheus-text-format' {
  export default function parsePrometheusTextFormat(text: string): unknown[];
}
