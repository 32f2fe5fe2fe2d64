import type { Config } from './config/env';
import type { Secrets } from './config/secrets';
import type { Db } from './db/client';
import type { Mailer } from './platform/mail/mailer';
import type { Storage } from './platform/storage/storage';

/** What route modules receive: the configured platform adapters and the database. */
export type AppContext = {
  config: Config;
  secrets: Secrets;
  db: Db;
  mailer: Mailer;
  storage: Storage;
};
