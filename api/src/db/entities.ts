import { AuthAttempt, Session, User, UserToken } from '../modules/accounts/index.ts';
import { Lease, Resource, Role } from '../modules/access/index.ts';
import { PageView } from '../modules/analytics/index.ts';
import { ApiKey } from '../modules/api-keys/index.ts';
import { EarlyBird } from '../modules/early-birds/index.ts';
import { Feedback } from '../modules/feedback/index.ts';
import { FilterQuery } from '../modules/filter-queries/index.ts';
import { RecordHistory } from '../modules/history/index.ts';
import { MailMessage } from '../modules/mail/index.ts';
import { ReferenceEntry, referenceEntities } from '../modules/reference-lists/index.ts';
import { ReferenceInfo } from '../modules/reference-info/index.ts';
import { Release, ReleaseLine, ReleaseRecord } from '../modules/releases/index.ts';
import { WdiValue, WdiVintage } from '../modules/standardisation/index.ts';
import { Study, SuggestedStudy, SuggestedStudyAttachment } from '../modules/studies/index.ts';
import { UploadJob } from '../modules/uploads/index.ts';
import {
  ValuationCount,
  ValuationExportLine,
  ValuationLinkKeys,
  Valuation,
  valuationPivots,
} from '../modules/valuations/index.ts';
import { VslStudy, vslPivots } from '../modules/vsl/index.ts';
import { VttBiome, VttSubBiome, VttVariable, VttVariableDetail } from '../modules/vtt/index.ts';

/** Every entity of the domain model, listed once for MikroORM's discovery. */
export const entities = [
  ReferenceEntry,
  ...referenceEntities,
  Study,
  SuggestedStudy,
  SuggestedStudyAttachment,
  Valuation,
  ...valuationPivots,
  ValuationExportLine,
  ValuationLinkKeys,
  ValuationCount,
  User,
  Session,
  UserToken,
  AuthAttempt,
  Role,
  Resource,
  Lease,
  MailMessage,
  PageView,
  FilterQuery,
  ReferenceInfo,
  Release,
  ReleaseLine,
  ReleaseRecord,
  VttBiome,
  VttSubBiome,
  VttVariable,
  VttVariableDetail,
  VslStudy,
  ...vslPivots,
  UploadJob,
  EarlyBird,
  Feedback,
  ApiKey,
  RecordHistory,
  WdiVintage,
  WdiValue,
];
