import { AuthAttempt, Session, User, UserToken } from '../modules/accounts/user.entity.ts';
import { Lease } from '../modules/access/lease.entity.ts';
import { PageView } from '../modules/analytics/page-view.entity.ts';
import { Resource, Role } from '../modules/access/role.entity.ts';
import { ApiKey } from '../modules/api-keys/api-key.entity.ts';
import { EarlyBird } from '../modules/early-birds/early-bird.entity.ts';
import { Feedback } from '../modules/feedback/feedback.entity.ts';
import { FilterQuery } from '../modules/filter-queries/filter-query.entity.ts';
import { RecordHistory } from '../modules/history/record-history.entity.ts';
import { MailMessage } from '../modules/mail/mail-message.entity.ts';
import { ReferenceEntry } from '../modules/reference-lists/reference-entry.entity.ts';
import { referenceEntities } from '../modules/reference-lists/reference-lists.registry.ts';
import { ReferenceInfo } from '../modules/reference-info/reference-info.entity.ts';
import { Study, SuggestedStudy, SuggestedStudyAttachment } from '../modules/studies/study.entity.ts';
import { UploadJob } from '../modules/uploads/upload-job.entity.ts';
import { ValuationExportLine } from '../modules/valuations/export-line.entity.ts';
import { ValuationLinkKeys } from '../modules/valuations/link-keys.entity.ts';
import { Valuation, valuationPivots } from '../modules/valuations/valuation.entity.ts';
import { VslStudy, vslPivots } from '../modules/vsl/vsl.entity.ts';
import { VttBiome, VttSubBiome, VttVariable, VttVariableDetail } from '../modules/vtt/vtt.entity.ts';

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
];
