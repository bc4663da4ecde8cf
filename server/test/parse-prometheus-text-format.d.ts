// The package ships no types: what the metrics test reads of its answer.
declare module 'parse-prometheus-text-format' {
  interface Metric {
    value?: string;
    labels?: Record<string, string>;
    buckets?: Record<string, string>;
    count?: string;
    sum?: string;
  }
  export default function parse(text: string): Array<{ name: string; help: string; type: string; metrics: Metric[] }>;
}
