import type { PgTable } from 'drizzle-orm/pg-core';
import type { DataExport, DataKind, DataSummary, DeletableKind } from '../../shared/contracts/privacy';
import type { Database, Executor } from '../db/client';
import type { UserRow } from '../db/schema';

// A person's data is each feature's own (docs/privacy.md, "What is held"): a feature that keeps any
// says which of its tables hold it, counts it for the Your data page, exports it and erases it, and
// says what it removes after a while (retention). The privacy feature combines them
// (server/features/privacy/holders.ts) and reads no other feature's table.

/** How many items of a kind a feature holds for the person, and the newest one's date. */
export interface KindCount {
  count: number;
  latest: Date | string | null;
}

/** The download's parts, each from the feature that holds it (shared/contracts/privacy.ts). */
export type PersonExport = Omit<DataExport, 'exportedAt' | 'notice'>;

/** What erasure removes: one kind of the Your data page, or everything (the account). */
export type Erasure = DeletableKind | 'account';

/** A removal the person is told of ahead (retention). */
export type RetentionNotice = DataSummary['retention'][number];

/** How long what lapses is kept (docs/privacy.md, "For how long"; RETENTION_* settings). */
export interface RetentionSettings {
  keptFileMonths: number;
  inactiveMonths: number;
  noticeDays: number;
}

export interface PersonalData<Deps extends { db: Database } = { db: Database }> {
  /** The feature, in logs and test messages. */
  name: string;
  /**
   * Its tables that hold a person's rows (by their id, their e-mail or as the subject of a counter).
   * privacy.test.ts holds these lists to the schema: a table with a person's data in it that no
   * feature names fails it.
   */
  tables: readonly PgTable[];
  /** The kinds of the Your data page it holds (some or all of each: a kind may span features). */
  kinds: readonly DataKind[];
  /** Its share of each kind it holds. */
  summarise(db: Database, person: UserRow): Promise<Partial<Record<DataKind, KindCount>>>;
  /** Its parts of the download. */
  export(db: Database, person: UserRow): Promise<Partial<PersonExport>>;
  /**
   * What has to happen before any row goes: what it keeps outside the database removed (kept files),
   * or the person's sessions ended. Throws, having changed no row, when it cannot; the erasure then
   * stops there.
   */
  beforeErase?(deps: Deps, person: UserRow, erasure: Erasure): Promise<void>;
  /** Its rows of that kind, or all of them for the account, in the caller's transaction. */
  erase(tx: Executor, person: UserRow, erasure: Erasure): Promise<void>;
  /** Once the rows are gone: what it keeps in this process forgotten, or a record elsewhere removed. */
  afterErase?(deps: Deps, person: UserRow, erasure: Erasure): Promise<void>;
  /** Removals due within the notice period, told to the person in plain words. */
  retentionNotices?(db: Database, person: UserRow, settings: RetentionSettings, now: Date): Promise<RetentionNotice[]>;
  /** Removes what outlived its period (the daily retention job); how many of each went, for the log. */
  applyRetention?(deps: Deps, settings: RetentionSettings, now: Date): Promise<Record<string, number>>;
}
