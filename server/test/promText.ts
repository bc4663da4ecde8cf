/**
 * A strict reader of Prometheus' text exposition format 0.0.4
 * (https://prometheus.io/docs/instrumenting/exposition_formats/): every line must be a HELP, a
 * TYPE, or a sample of a declared family; anything else throws. Written to the spec, not from
 * prom-client's output, so a test with it checks what a scraper would read; metrics.test.ts also
 * reads the same text with a published parser (parse-prometheus-text-format).
 */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Family {
  name: string;
  type: 'counter' | 'gauge' | 'histogram' | 'summary' | 'untyped';
  help: string;
  samples: Sample[];
}

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const LABEL = '[a-zA-Z_][a-zA-Z0-9_]*';
// As Go's ParseFloat reads it (the spec's rule): NaN and Inf in any case (prom-client writes "Nan").
const VALUE = '(?:[+-]?(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:[eE][+-]?[0-9]+)?|[nN][aA][nN]|[+-]?(?:[iI][nN][fF](?:[iI][nN][iI][tT][yY])?))';
const LABEL_VALUE = '"(?:[^"\\\\\\n]|\\\\[\\\\"n])*"';
const HELP = new RegExp(`^# HELP (${NAME}) (.*)$`);
const TYPE = new RegExp(`^# TYPE (${NAME}) (counter|gauge|histogram|summary|untyped)$`);
const SAMPLE = new RegExp(`^(${NAME})(?:\\{((?:${LABEL}=${LABEL_VALUE})(?:,${LABEL}=${LABEL_VALUE})*,?)?\\})? (${VALUE})(?: -?[0-9]+)?$`);
const PAIR = new RegExp(`(${LABEL})=(${LABEL_VALUE})`, 'g');

const number = (text: string) =>
  /inf/i.test(text) ? (text.startsWith('-') ? -Infinity : Infinity) : /nan/i.test(text) ? NaN : Number(text);
const unescape = (quoted: string) => quoted.slice(1, -1).replace(/\\(.)/g, (_m, c: string) => (c === 'n' ? '\n' : c));

/** The sample's family: a histogram's _bucket, _sum and _count (a summary's _sum, _count) belong to it. */
function familyOf(families: Map<string, Family>, name: string): Family | undefined {
  const own = families.get(name);
  if (own) return own;
  const family = families.get(name.replace(/_(bucket|sum|count)$/, ''));
  return family?.type === 'histogram' || family?.type === 'summary' ? family : undefined;
}

export function parsePrometheusText(text: string): Map<string, Family> {
  if (!text.endsWith('\n')) throw new Error('the exposition must end with a line feed');
  const families = new Map<string, Family>();
  text
    .slice(0, -1)
    .split('\n')
    .forEach((line, i) => {
      const fail = (why: string) => new Error(`line ${i + 1}: ${why}: ${JSON.stringify(line)}`);
      let m: RegExpExecArray | null;
      if ((m = HELP.exec(line))) {
        const family = families.get(m[1]!);
        if (family?.help) throw fail('a second HELP');
        families.set(m[1]!, { ...(family ?? { name: m[1]!, type: 'untyped', samples: [] }), help: m[2]! });
      } else if ((m = TYPE.exec(line))) {
        const family = families.get(m[1]!);
        if (family?.samples.length) throw fail('TYPE after samples');
        families.set(m[1]!, { ...(family ?? { name: m[1]!, help: '', samples: [] }), type: m[2] as Family['type'] });
      } else if ((m = SAMPLE.exec(line))) {
        const family = familyOf(families, m[1]!);
        if (!family) throw fail('a sample of no declared family');
        const labels: Record<string, string> = {};
        for (const [, name, quoted] of (m[2] ?? '').matchAll(PAIR)) {
          if (name! in labels) throw fail(`label ${name} twice`);
          labels[name!] = unescape(quoted!);
        }
        family.samples.push({ name: m[1]!, labels, value: number(m[3]!) });
      } else if (line !== '' && !line.startsWith('#')) {
        throw fail('not HELP, TYPE, a comment or a sample');
      }
    });
  for (const family of families.values()) if (family.type === 'histogram') checkHistogram(family);
  return families;
}

/** Buckets cumulative, ending at le="+Inf" equal to _count, for each set of labels. */
function checkHistogram(family: Family) {
  const series = new Map<string, Sample[]>();
  const key = (labels: Record<string, string>) => JSON.stringify(Object.entries(labels).filter(([name]) => name !== 'le'));
  for (const s of family.samples.filter((s) => s.name.endsWith('_bucket'))) {
    if (s.labels.le === undefined) throw new Error(`${s.name} without le`);
    series.set(key(s.labels), [...(series.get(key(s.labels)) ?? []), s]);
  }
  for (const [labels, buckets] of series) {
    buckets.reduce((previous, b) => {
      if (b.value < previous) throw new Error(`${family.name}${labels}: buckets not cumulative`);
      return b.value;
    }, 0);
    const last = buckets[buckets.length - 1]!;
    const count = family.samples.find((s) => s.name === `${family.name}_count` && key(s.labels) === labels);
    if (last.labels.le !== '+Inf' || count?.value !== last.value) throw new Error(`${family.name}${labels}: +Inf bucket is not the count`);
  }
}

/** The value of one sample, by its name and the labels given (0 when absent: a counter not yet moved). */
export function valueOf(families: Map<string, Family>, name: string, labels: Record<string, string> = {}): number {
  const family = familyOf(families, name);
  const sample = family?.samples.find(
    (s) => s.name === name && Object.entries(labels).every(([label, value]) => s.labels[label] === value),
  );
  return sample?.value ?? 0;
}
