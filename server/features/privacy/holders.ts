import { rateLimitPersonalData } from '../../lib/db-rate-limiter';
import type { PersonalData } from '../../lib/personal-data';
import type { Services } from '../../services';
import { authPersonalData } from '../auth';
import { businessPersonalData } from '../business';
import { chatPersonalData } from '../chat';
import { neighbourhoodsPersonalData } from '../neighbourhoods';
import { recommendationsPersonalData } from '../recommendations';
import { uploadsPersonalData } from '../uploads';
import { userPersonalData } from '../user';
import { consentPersonalData } from './consent-data';

/** What the holders may need besides the database: the file store, the sign-in provider, the log. */
export type HolderDeps = Pick<Services, 'db' | 'fileStore' | 'identity' | 'logger'>;

/**
 * Every feature that keeps a person's data (server/lib/personal-data.ts): the one list of them, so
 * the one list of a person's tables. In the order erasure goes through them: the kept files first
 * (if the store refuses, nothing has changed yet), the account last (its sessions end after the
 * files are gone, its row goes after every other).
 */
export const PERSONAL_DATA: readonly PersonalData<HolderDeps>[] = [
  uploadsPersonalData,
  userPersonalData,
  recommendationsPersonalData,
  neighbourhoodsPersonalData,
  chatPersonalData,
  businessPersonalData,
  consentPersonalData,
  rateLimitPersonalData,
  authPersonalData,
];
