import type { Storage } from '../../../platform/storage/storage';
import type { Db } from '../../client';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What the demo seed has created so far, for the child's-day content to hang from. */
export type SchoolDaySeed = {
  tx: Tx;
  storage: Storage;
  escolaId: string;
  /** By `nomeTurma`. */
  turmaIds: Map<string, string>;
  /** By the staff member's e-mail. */
  staffIds: Map<string, string>;
  /** By the child's key in demo-data.ts. */
  childIds: Map<string, string>;
  /** Guardian usuario id → the keys of their children. */
  guardianChildren: Map<string, string[]>;
};
