import type { Queryable } from './client';

export interface VersionedCopyOptions<T> {
  /**
   * The `settings` row whose value moves whenever what the copy is drawn from changes (an import
   * moves `catalog_version`, a recount `ratings_version`). Without one the copy is read once and
   * kept until dropped (the pincode directory, which only a start's seed changes).
   */
  versionKey?: string;
  /** How long a version read is believed: another process's change shows here within this. */
  recheckMs?: number;
  /** Makes the copy of a version (reads the database, or starts empty shelves that fill as asked). */
  build: (version: string) => Promise<T> | T;
}

/**
 * A copy of what the database holds, kept in memory and made again when the database's version of
 * it moves: the version is read at most once per `recheckMs` (one indexed row), and at once after
 * this process changed the data (`expire`, or `drop` to forget the copy immediately). Requests at
 * once share one check and one build; a failed build keeps nothing, so the next request tries
 * again. One helper for every per-database copy the modules keep on the app's context.
 */
export class VersionedCopy<T> {
  private kept: { version: string; value: T } | null = null;
  private checkedAt = -Infinity;
  private checking: Promise<void> | null = null;
  /** Counts expire() calls: a check that began before one must not count as fresh. */
  private expiries = 0;
  private readonly recheckMs: number;

  constructor(
    private readonly db: Queryable,
    private readonly opts: VersionedCopyOptions<T>,
  ) {
    this.recheckMs = opts.versionKey ? (opts.recheckMs ?? 1000) : Infinity;
  }

  /** The copy, made again first when its version moved (or it was dropped). */
  async get(): Promise<T> {
    // A change made here while a check was under way: wait for it, then check again; a copy
    // dropped meanwhile is always made again.
    for (let round = 0; this.kept === null || (round < 2 && this.due()); round++) {
      this.checking ??= this.check().finally(() => {
        this.checking = null;
      });
      await this.checking;
    }
    return this.kept!.value;
  }

  /** The version the copy was made from (checked as get() does). */
  async version(): Promise<string> {
    await this.get();
    return this.kept!.version;
  }

  /** What the copy holds now, without any check; undefined when it was dropped or not made yet. */
  peek(): T | undefined {
    return this.kept?.value;
  }

  /** This process changed the data: the next get() reads the version again. */
  expire(): void {
    this.expiries++;
    this.checkedAt = -Infinity;
  }

  /** This process changed the data and nothing of the copy may be used: forgotten now, made at the next get(). */
  drop(): void {
    this.kept = null;
    this.expire();
  }

  private due(): boolean {
    return performance.now() - this.checkedAt >= this.recheckMs;
  }

  private async check(): Promise<void> {
    const startedAt = performance.now();
    const expiries = this.expiries;
    const version = await this.readVersion();
    if (this.kept?.version !== version) {
      const value = await this.opts.build(version);
      // Dropped while it was made: it may hold what the change replaced.
      if (expiries === this.expiries || this.kept !== null) this.kept = { version, value };
    }
    if (expiries === this.expiries) this.checkedAt = startedAt;
  }

  private async readVersion(): Promise<string> {
    if (!this.opts.versionKey) return this.kept?.version ?? '';
    const { rows } = await this.db.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', [this.opts.versionKey], {
      prepare: true,
    });
    return rows[0]?.value ?? '0';
  }
}
