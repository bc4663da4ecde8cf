import type { Db } from '../db/client';
import { shippedMigrations } from '../db/migrate';

/** A database that takes longer than this to answer `SELECT 1` is as good as unreachable to a balancer. */
const DATABASE_TIMEOUT_MS = 1000;

export type NotReady =
  | 'draining'
  | 'database unreachable'
  | 'migrations pending'
  | 'catalogue copy not built'
  | 'pincode directory not read';

/**
 * Whether this instance should be sent traffic (GET /readyz): its database answers, every
 * migration it ships is applied, its in-memory copies (catalogue, pincodes) are built, and it is not
 * stopping. What holds once (migrations, copies) is remembered; the database is asked every time,
 * since a balancer asks every second or two and `SELECT 1` is cheap.
 */
type Copy = 'catalogue' | 'places';
export type Warmers = Record<Copy, () => Promise<unknown>>;

export class Readiness {
  private draining = false;
  private migrated = false;
  private started = false;
  private readonly warm = new Set<Copy>();

  constructor(
    private readonly db: Db,
    private readonly warmers: Warmers,
    private readonly onWarmFailure: (copy: Copy, err: unknown) => void = () => undefined,
    private readonly migrationFolders?: string[],
  ) {}

  /**
   * Builds the in-memory copies (once the server listens, or at the first /readyz of an app that
   * never listens, as in tests). A copy that fails stays not ready; the next check tries again.
   */
  warmUp(): void {
    if (this.started) return;
    this.started = true;
    for (const copy of Object.keys(this.warmers) as Copy[]) {
      this.warmers[copy]().then(
        () => this.warm.add(copy),
        (err: unknown) => {
          this.started = false;
          this.onWarmFailure(copy, err);
        },
      );
    }
  }

  /** SIGTERM: fail readiness first, so the balancer stops sending before the listener closes. */
  drain(): void {
    this.draining = true;
  }

  get isDraining(): boolean {
    return this.draining;
  }

  async check(): Promise<NotReady[]> {
    const reasons: NotReady[] = [];
    if (this.draining) reasons.push('draining');
    if (!(await this.databaseAnswers())) return [...reasons, 'database unreachable'];
    if (!this.migrated) this.migrated = await this.migrationsApplied();
    if (!this.migrated) reasons.push('migrations pending');
    this.warmUp();
    if (!this.warm.has('catalogue')) reasons.push('catalogue copy not built');
    if (!this.warm.has('places')) reasons.push('pincode directory not read');
    return reasons;
  }

  private async databaseAnswers(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), DATABASE_TIMEOUT_MS)));
    try {
      return await Promise.race([this.db.query('SELECT 1').then(() => true), late]);
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  private async migrationsApplied(): Promise<boolean> {
    try {
      const shipped = shippedMigrations(this.migrationFolders).map((m) => m.version);
      const { rows } = await this.db.query<{ version: string }>('SELECT version FROM schema_migrations');
      const applied = new Set(rows.map((r) => r.version));
      return shipped.every((version) => applied.has(version));
    } catch {
      return false;
    }
  }
}
