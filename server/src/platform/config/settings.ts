/**
 * Settings declared once. Each environment variable the server reads is one declaration (name,
 * type, default, pattern, description), from which come the check at start (one sentence naming
 * the variable when its value does not fit), the typed value the code reads, and the row of the
 * docs' settings table (settingsDocs.ts writes it, a test holds the docs to it). The platform
 * declares its own; each module declares its own in its settings.ts.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

export type Env = Record<string, string | undefined>;

export interface Setting<N extends string = string, V = unknown> {
  readonly name: N;
  /** count: a whole number from 0 (read as a number); text: text of `pattern`; choice: one of `choices` */
  readonly type: 'count' | 'text' | 'choice';
  readonly pattern?: string;
  readonly choices?: readonly string[];
  /** The value when unset (blank counts as unset); without one the setting is optional, unless `required`. */
  readonly default?: string;
  /** Without a value the start stops (a setting with no sensible default). */
  readonly required?: boolean;
  /** Completes "NAME must be …" when a value does not fit. */
  readonly must: string;
  /** What it does, for the docs' settings table (Markdown). */
  readonly description: string;
  /** The docs' default when it is worked out at start, or says more than the value (PUBLIC_URL's). */
  readonly shownDefault?: string;
  /** The type of the value read (never set: it only carries the type). */
  readonly value?: V;
}

type ValueOf<S> = S extends Setting<string, infer V> ? V : never;
/** The values of a list of settings, by name, as the code reads them. */
export type Values<S extends readonly Setting[]> = { [K in S[number] as K['name']]: ValueOf<K> };

/** A whole number from 0, read as a number. */
export const count = <const N extends string>(
  name: N,
  fallback: number,
  description: string,
  shownDefault?: string,
): Setting<N, number> => ({
  name,
  type: 'count',
  pattern: '^[0-9]{1,15}$',
  default: String(fallback),
  must: 'a non-negative integer',
  description,
  ...(shownDefault && { shownDefault }),
});

interface TextOptions<D extends string | undefined> {
  must: string;
  pattern?: string;
  default?: D;
  description: string;
  shownDefault?: string;
}

/** Text (of `pattern` when given); optional unless it has a default. */
export const text = <const N extends string, D extends string | undefined = undefined>(
  name: N,
  options: TextOptions<D>,
): Setting<N, D extends string ? string : string | undefined> => ({ name, type: 'text', ...options });

/** Text that must be given: the start stops without it. */
export const requiredText = <const N extends string>(name: N, options: Omit<TextOptions<undefined>, 'default'>): Setting<N, string> => ({
  name,
  type: 'text',
  required: true,
  shownDefault: '— (required)',
  ...options,
});

/** One of a list of words. */
export const choice = <const N extends string, const C extends string>(
  name: N,
  choices: readonly C[],
  fallback: C,
  description: string,
): Setting<N, C> => ({ name, type: 'choice', choices, default: fallback, must: `one of ${choices.join(', ')}`, description });

/** The same setting as another program reads it: its own default, or its own words in that program's docs. */
type Overrides = Partial<Pick<Setting, 'default' | 'description' | 'shownDefault'>>;
export const readAs = <N extends string, V, O extends Overrides>(
  s: Setting<N, V>,
  overrides: O,
): Setting<N, O extends { default: string } ? NonNullable<V> : V> =>
  // Only the carried type changes (a default makes the value always there): the object is the same setting's.
  ({ ...s, ...(overrides.default !== undefined && { shownDefault: undefined }), ...overrides }) as Setting<
    N,
    O extends { default: string } ? NonNullable<V> : V
  >;

function schemaOf(s: Setting): TSchema {
  const options = { description: s.must, ...(s.default !== undefined && { default: s.default }) };
  if (s.type === 'choice')
    return Type.Union(
      s.choices!.map((c) => Type.Literal(c)),
      options,
    );
  const schema = Type.String({ ...options, ...(s.pattern && { pattern: s.pattern }) });
  return s.default === undefined && !s.required ? Type.Optional(schema) : schema;
}

/** A bad value: its sentence names the variable and says what it must be. */
export class SettingValueError extends Error {}

/**
 * The settings' values from the environment, checked: blank values count as unset, defaults fill
 * in, and the first value that does not fit stops with one sentence ("PORT must be a
 * non-negative integer, got "abc"").
 */
export function readSettings<const S extends readonly Setting[]>(settings: S, env: Env): Values<S> {
  const schema = Type.Object(Object.fromEntries(settings.map((s) => [s.name, schemaOf(s)])));
  const given = Object.fromEntries(settings.map((s) => [s.name, env[s.name]?.trim() ?? ''] as const).filter(([, value]) => value !== ''));
  const values = Value.Default(schema, given) as Record<string, string | undefined>;
  const wrong = Value.Errors(schema, values).First();
  if (wrong) {
    const name = wrong.path.replace(/^\//, '');
    throw new SettingValueError(`${name} must be ${wrong.schema.description ?? 'valid'}, got "${String(wrong.value ?? '')}"`);
  }
  return Object.fromEntries(
    settings.map((s) => [s.name, s.type === 'count' && values[s.name] !== undefined ? Number(values[s.name]) : values[s.name]]),
  ) as Values<S>;
}

/** A part of the configuration: its settings, and how their values become what the code reads. */
export interface SettingsSection<C = object> {
  readonly settings: readonly Setting[];
  read(env: Env): C;
}

export const section = <const S extends readonly Setting[], C>(settings: S, toConfig: (values: Values<S>) => C): SettingsSection<C> => ({
  settings,
  read: (env) => toConfig(readSettings(settings, env)),
});

/** The settings as the docs' table lists them: variable, default, meaning. */
export function settingsTable(settings: readonly Setting[]): string {
  const cell = (s: string) => s.replace(/\|/g, '\\|');
  const shown = (s: Setting) => s.shownDefault ?? (s.default !== undefined ? `\`${s.default}\`` : '—');
  return [
    '| variable | default | meaning |',
    '|---|---|---|',
    ...settings.map((s) => `| \`${s.name}\` | ${cell(shown(s))} | ${cell(s.description)} |`),
  ].join('\n');
}
