import type { Db } from '../db/client';
import { shippedMigrations } from '../db/migrate';

/** A database that takes longer than this to answer `SELECT 1` is as good as unreachable to a balancer. */
const DATABASE_TIMEOUT_MS = 1000;

/**
 * Whether this instance should be sent traffic (GET /readyz): its database answers, every
 * migration it ships is applied, the in-memory copies its modules need (the catalogue's, the
 * pincode directory) are built, and it is not stopping. What holds once (migrations, copies) is
 * remembered; the database is asked every time, since a balancer asks every second or two and
 * `SELECT 1` is cheap.
 */
export interface ReadinessOptions {
  /** told of a copy that failed to build (the next check tries again) */
  onWarmFailure?: (copy: string, err: unknown) => void;
  /** where the shipped migrations are (default: the platform's and every module's folder) */
  migrationFolders?: string[];
}

interface Copy {
  notReady: string;
  build: () => Promise<unknown>;
}

export class Readiness {
  private draining = false;
  private migrated = false;
  private started = false;
  private readonly copies = new Map<string, Copy>();
  private readonly warm = new Set<string>();

  constructor(
    private readonly db: Db,
    private readonly options: ReadinessOptions = {},
  ) {}

  /** A copy the instance must hold before it takes traffic, named for the logs, and what /readyz says while it is missing. */
  needsCopy(name: string, notReady: string, build: () => Promise<unknown>): void {
    this.copies.set(name, { notReady, build });
  }

  /**
   * Builds the in-memory copies (once the server listens, or at the first /readyz of an app that
   * never listens, as in tests). A copy that fails stays not ready; the next check tries again.
   */
  warmUp(): void {
    if (this.started) return;
    this.started = true;
    for (const [name, copy] of this.copies) {
      copy.build().then(
        () => this.warm.add(name),
        (err: unknown) => {
          this.started = false;
          this.options.onWarmFailure?.(name, err);
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

  async check(): Promise<string[]> {
    const reasons: string[] = [];
    if (this.draining) reasons.push('draining');
    if (!(await this.databaseAnswers())) return [...reasons, 'database unreachable'];
    if (!this.migrated) this.migrated = await this.migrationsApplied();
    if (!this.migrated) reasons.push('migrations pending');
    this.warmUp();
    for (const [name, copy] of this.copies) if (!this.warm.has(name)) reasons.push(copy.notReady);
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
      const shipped = shippedMigrations(this.options.migrationFolders).map((m) => m.version);
      const { rows } = await this.db.query<{ version: string }>('SELECT version FROM schema_migrations');
      const applied = new Set(rows.map((r) => r.version));
      return shipped.every((version) => applied.has(version));
    } catch {
      return false;
    }
  }
}
