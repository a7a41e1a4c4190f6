/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A database version (fromCitation false: month, year and version required), or a citation text (fromCitation true: referenceText required; filed under the version given, else the current one). */
export type DatabaseVersionInput = {
  fromCitation?: boolean | null | undefined;
  month?: number | null | undefined;
  referenceText?: string | null | undefined;
  subversion?: number | null | undefined;
  version?: number | null | undefined;
  year?: number | null | undefined;
};

/** The feedback form; checked by the shared rule (spec 001 §5). */
export type FeedbackInput = {
  additionalFeatures?: string | null | undefined;
  /** 1 to 10. */
  howSatisfied?: number | null | undefined;
  ideasForEsvd?: string | null | undefined;
  issueDownload?: boolean | null | undefined;
  issueLoadingMapResult?: boolean | null | undefined;
  issueLoadingSumStat?: boolean | null | undefined;
  issueLoadingTables?: boolean | null | undefined;
  issueLogin?: boolean | null | undefined;
  issueOther?: boolean | null | undefined;
  issueOtherText?: string | null | undefined;
  useForEsvd?: string | null | undefined;
};

export type GenerateApiKeyInput = {
  /** How long the key stays valid: 30, 90, 180, 365 (default) or 730. */
  expiresInDays?: number | null | undefined;
  /** Who the key is for, when known already. */
  recipientEmail?: string | null | undefined;
};

/** Login step two: a password form for a username, an emailed one-time code for an email. */
export type LoginMode =
  | 'code'
  | 'password';

/** The columns Manage all Studies sorts by; ties are broken by id. */
export type ManagedStudySortColumn =
  | 'ownerName'
  | 'status'
  | 'studyId'
  | 'title'
  | 'updatedOn'
  | 'valuationCount';

export type ProfileInput = {
  displayName: string;
  /** The account to edit: your own when absent (others' for admins). */
  id?: number | null | undefined;
  organization: string;
  purposeOfAccess: string;
  purposeOfAccessOther?: string | null | undefined;
  sector: string;
  sectorOther?: string | null | undefined;
};

/** An entry of a reference list; the extras apply to their lists. */
export type ReferenceEntryInput = {
  /** Countries only. */
  alpha2?: string | null | undefined;
  code: string;
  /** Countries only. */
  continentId?: number | null | undefined;
  /** Currencies only. */
  isoCode?: string | null | undefined;
  label: string;
  /** An entry of the same (hierarchical) list. */
  parentId?: number | null | undefined;
  /** Last in the list when absent. */
  sortOrder?: number | null | undefined;
  source?: string | null | undefined;
  /** ESVD 2.0 biomes / ecozones / ecosystems only. */
  statsReady?: boolean | null | undefined;
};

/** The 19 reference lists; REST serves each under /api/{path}/. */
export type ReferenceListName =
  | 'BENEFICIARY_UNITS'
  | 'BIOME_ECOSYSTEMS'
  | 'BIOME_V2_ECOSYSTEM_V2_ECOZONES'
  | 'CICES_CLASSES'
  | 'CONTINENTS'
  | 'COUNTRIES'
  | 'CURRENCIES'
  | 'ECOSYSTEM_CONDITIONS'
  | 'ECOSYSTEM_SERVICES'
  | 'PROTECTION_STATUSES'
  | 'SCALE_OF_STUDY_SITES'
  | 'SEEAS'
  | 'SITE_CONDITIONS'
  | 'STUDY_LOCATIONS'
  | 'TEMPORAL_UNITS'
  | 'TYPE_OF_BENEFICIARIES'
  | 'UNIT_OF_MEASURES'
  | 'VALUATION_METHODS'
  | 'VALUED_CHANGES';

export type ResetPasswordInput = {
  /** From the reset link. */
  code?: string | null | undefined;
  confirmpassword: string;
  password: string;
  /** From the reset link. */
  username?: string | null | undefined;
};

export type SendApiKeyInput = {
  id: number;
  /** The key generateApiKey returned: only its hash is stored. */
  key: string;
  recipientEmail: string;
  /** Default: "Your ESVD API key". */
  subject?: string | null | undefined;
};

export type SignUpInput = {
  confirmpassword: string;
  displayName: string;
  email: string;
  organization: string;
  password: string;
  /** Accounting, Benefit transfer, Cost-benefit, Education, Policy appraisal, Research or Other. */
  purposeOfAccess: string;
  /** Required when the purpose is Other; dropped otherwise. */
  purposeOfAccessOther?: string | null | undefined;
  /** Academia, Business, Financial institutions, Government, NGO or Other. */
  sector: string;
  /** Required when the sector is Other; dropped otherwise. */
  sectorOther?: string | null | undefined;
  username: string;
};

/** A record's inputs, as the ESVD writes them, and optionally its stored value to check. */
export type StandardiseValueInput = {
  /** household, person, ... or total (the default). */
  beneficiaryUnit?: string | null | undefined;
  /** ISO 3166-1 alpha-3 codes: a currency several economies share uses the record's country. */
  countries?: Array<string> | null | undefined;
  /** As the ESVD writes it ("Kenya Shilling") or its ISO 4217 code ("KES"). */
  currency: string;
  /** A stored Int$/ha/year to check against the computation. */
  intPerHectarePerYear?: number | null | undefined;
  /** How many beneficiaries a value per household or person has. */
  numberOfBeneficiaries?: number | null | undefined;
  /** The value as the study reports it. */
  originalValue: number;
  /** A present value's discount rate (0.05 for 5%). */
  presentValueDiscountRate?: number | null | undefined;
  /** A present value's horizon in years. */
  presentValueYear?: number | null | undefined;
  /** What a value for the total area is divided by. */
  siteAreaInHectares?: number | null | undefined;
  /** hectare, ha, km2, acre, m2, square mile, total area or total. */
  spatialUnit: string;
  /** year, month, week, day, trip/visit, present value or one time payment. */
  temporalUnit: string;
  /** The year whose prices the value is in. */
  valueYear: number;
  /** A World Bank vintage other than the one in use ("2024-04"). */
  vintage?: string | null | undefined;
};

export type StudyInput = {
  authors: string;
  isComplete?: boolean | null | undefined;
  reference: string;
  title: string;
  yearOfPublication: number;
};

/** published; complete (ready to publish); draft (neither). */
export type StudyStatus =
  | 'complete'
  | 'draft'
  | 'published';

export type StudyUpdateInput = {
  authors: string;
  isComplete?: boolean | null | undefined;
  /** Publish (true) or unpublish (false); absent keeps it. */
  isPublished?: boolean | null | undefined;
  reference: string;
  title: string;
  /** The version the form loaded. */
  version: number;
  yearOfPublication: number;
};

export type SuggestStudyInput = {
  /** pdf, docx, odt, doc or txt; 1 or 2, 10 MB in all. */
  attachment: Array<SuggestedStudyAttachmentInput>;
  description: string;
  /** thesis, report, journal article, conference paper or book section. */
  studyType: string;
  title: string;
};

export type SuggestedStudyAttachmentInput = {
  /** The file, base64. */
  content: string;
  contentType?: string | null | undefined;
  filename: string;
};

/** The dataset workbook or the VSL workbook. */
export type UploadKind =
  | 'Dataset'
  | 'Vsl';

export type UploadStatus =
  | 'Cancelled'
  | 'Failure'
  | 'Pending'
  | 'Running'
  | 'Success'
  | 'SuccessWithWarning';

/** The columns the users table sorts by; empty values last, ties by id. */
export type UserProfileSortColumn =
  | 'displayName'
  | 'email'
  | 'id'
  | 'lastSignInDate'
  | 'numberOfSignIn'
  | 'organization'
  | 'purposeOfAccess'
  | 'purposeOfAccessOther'
  | 'registrationDate'
  | 'sector'
  | 'sectorOther'
  | 'userName';

/** Every field of the valuation form; absent fields are emptied, but for the review. Links are kept in the order given. */
export type ValuationEntryInput = {
  beneficiaryUnitId?: number | null | undefined;
  biomeV2EcosystemV2Ecozones?: Array<number> | null | undefined;
  ciceses?: Array<number> | null | undefined;
  codedDate?: string | null | undefined;
  continentId?: number | null | undefined;
  countries?: Array<number> | null | undefined;
  currencyId?: number | null | undefined;
  ecosystemConditionId?: number | null | undefined;
  ecosystemDescription?: string | null | undefined;
  ecosystemServiceDescription?: string | null | undefined;
  ecosystemServices?: Array<number> | null | undefined;
  inclExcl?: boolean | null | undefined;
  inclExclComments?: string | null | undefined;
  intPerHectarePerYear?: number | null | undefined;
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
  notes?: string | null | undefined;
  numberOfBeneficiaries?: number | null | undefined;
  originalValue?: number | null | undefined;
  presentValueDiscountRate?: number | null | undefined;
  presentValueYear?: number | null | undefined;
  protectionStatusId?: number | null | undefined;
  /** Editors in chief and administrators only; absent or null, the review stays as it is. */
  reviewed?: boolean | null | undefined;
  /** Only with reviewed true; absent, the date it had, or today for a newly reviewed valuation. */
  reviewedDate?: string | null | undefined;
  scaleOfStudySiteId?: number | null | undefined;
  secondaryDataSources?: string | null | undefined;
  seeas?: Array<number> | null | undefined;
  siteArea?: number | null | undefined;
  siteAreaInHectares?: number | null | undefined;
  siteAreaUnitId?: number | null | undefined;
  siteCondition?: string | null | undefined;
  siteLength?: number | null | undefined;
  siteLengthKm?: number | null | undefined;
  siteLengthUnitId?: number | null | undefined;
  spatialUnitId?: number | null | undefined;
  studyLocation?: string | null | undefined;
  temporalUnitId?: number | null | undefined;
  typeOfBeneficiary?: string | null | undefined;
  valuationMethods?: Array<number> | null | undefined;
  valueMeasure?: string | null | undefined;
  valueYear?: number | null | undefined;
  valuedChange?: string | null | undefined;
};

/** Search filters (spec 000 §3): values within one filter are OR-ed, different filters AND-ed; an entry of a hierarchical list (TEEB, CICES, ESVD 2.0 biomes/ecozones, SEEA) also matches its descendants. At least one filter is required; TEEB and CICES cannot be combined. */
export type ValuationFilter = {
  /** ESVD 2.0 biomes, ecozones or ecosystems. */
  biomeV2EcosystemV2Ecozones?: Array<number> | null | undefined;
  /** CICES sections, divisions, groups or classes. */
  ciceses?: Array<number> | null | undefined;
  /** Continent entry ids. */
  continents?: Array<number> | null | undefined;
  /** Country entry ids. */
  countries?: Array<number> | null | undefined;
  /** TEEB services and sub-services. */
  ecosystemServices?: Array<number> | null | undefined;
  /** Words (full-text search over valuation and study texts, every word must match) and "exact phrases". */
  freeText?: string | null | undefined;
  /** Protection status entry ids (the valuation studies list takes one). */
  protectionStatuses?: Array<number> | null | undefined;
  /** SEEA ecosystem service types or services. */
  seeas?: Array<number> | null | undefined;
  /** Valuation method entry ids. */
  valuationMethods?: Array<number> | null | undefined;
};

/** The columns a search can be sorted by; ties are broken by id. */
export type ValuationSortColumn =
  | 'authors'
  | 'codedDate'
  | 'intPerHectarePerYear'
  | 'latitude'
  | 'longitude'
  | 'originalValue'
  | 'reviewed'
  | 'siteAreaInHectares'
  | 'studyId'
  | 'studyLocation'
  | 'title'
  | 'valueId'
  | 'valueYear'
  | 'yearOfPublication';

/** A cell of the valuation studies list an admin edits (spec 001 §2), named as the study record names it. */
export type VslEditableField =
  | 'authors'
  | 'checkedBy'
  | 'flatVsBiomeCodes'
  | 'flatVsBiomeV2Codes'
  | 'flatVsCountryCodes'
  | 'flatVsEcosystemCodes'
  | 'flatVsEcosystemServiceCodes'
  | 'flatVsEcozoneCodes'
  | 'includedInEsvd'
  | 'includedRepository'
  | 'language'
  | 'notes'
  | 'protectionStatus'
  | 'reference'
  | 'repositoryFolder'
  | 'studyId'
  | 'title'
  | 'yearOfPublication';

/** Filters of the valuation studies list (spec 001 §3): values within one filter are OR-ed, filters AND-ed; a hierarchical entry also matches its descendants. At least one filter is required. */
export type VslFilter = {
  /** ESVD 1.0 biomes or ecosystems. */
  biomeEcosystems?: Array<number> | null | undefined;
  /** ESVD 2.0 biomes, ecozones or ecosystems. */
  biomeV2EcosystemV2Ecozones?: Array<number> | null | undefined;
  /** Country entry ids. */
  countries?: Array<number> | null | undefined;
  /** TEEB services and sub-services. */
  ecosystemServices?: Array<number> | null | undefined;
  /** Words (every one must match) and "exact phrases". */
  freeText?: string | null | undefined;
  /** Included in ESVD. */
  includedEsvd?: VslInclusion | null | undefined;
  /** Protection status entry ids (the valuation studies list takes one). */
  protectionStatuses?: Array<number> | null | undefined;
};

/** snapshot: the state a grid (re)starts from (onlineAdmins, cellLocks, gridLockedBy); edited, added: another admin's change (study, fields); deleted (id); cellLocked, cellUnlocked: another admin starts or stops editing a cell (lock); presence: the admins online changed; gridLock: a VSL upload runs or ended (gridLockedBy, uploadPercent, uploadStatusText). */
export type VslGridEventKind =
  | 'added'
  | 'cellLocked'
  | 'cellUnlocked'
  | 'deleted'
  | 'edited'
  | 'gridLock'
  | 'presence'
  | 'snapshot';

/** Whether a listed study is in the database. */
export type VslInclusion =
  | 'Excluded'
  | 'Included'
  | 'PendingReview';

/** The columns the valuation studies list can be sorted by; ties are broken by id. */
export type VslSortColumn =
  | 'authors'
  | 'checkedBy'
  | 'includedInEsvd'
  | 'includedRepository'
  | 'language'
  | 'protectionStatus'
  | 'reference'
  | 'repositoryFolder'
  | 'studyId'
  | 'title'
  | 'yearOfPublication';

/** The cells an edit changes; a cell left out stays as it is, null or empty clears it. Code lists are semicolon-separated codes (TEEB sub-services as the ESVD writes them: 191); the protection status is a code or a name. */
export type VslStudyChanges = {
  authors?: string | null | undefined;
  checkedBy?: string | null | undefined;
  /** ESVD 1.0 biome codes. */
  flatVsBiomeCodes?: string | null | undefined;
  /** ESVD 2.0 biome codes. */
  flatVsBiomeV2Codes?: string | null | undefined;
  /** ISO 3166 alpha-3 country codes. */
  flatVsCountryCodes?: string | null | undefined;
  /** ESVD 1.0 ecosystem codes. */
  flatVsEcosystemCodes?: string | null | undefined;
  /** TEEB service and sub-service codes. */
  flatVsEcosystemServiceCodes?: string | null | undefined;
  /** ESVD 2.0 ecozone codes. */
  flatVsEcozoneCodes?: string | null | undefined;
  includedInEsvd?: VslInclusion | null | undefined;
  includedRepository?: boolean | null | undefined;
  language?: string | null | undefined;
  notes?: string | null | undefined;
  protectionStatus?: string | null | undefined;
  reference?: string | null | undefined;
  repositoryFolder?: string | null | undefined;
  studyId?: number | null | undefined;
  title?: string | null | undefined;
  yearOfPublication?: number | null | undefined;
};

export type VttBiomeInput = {
  constantValue: number;
  /** Between 0 and 1, inclusive. */
  lowerBoundFactor: number;
  name: string;
  /** Absent: hidden for a new biome, unchanged otherwise. */
  showForUserCalculations?: boolean | null | undefined;
  /** Between 1 and 2, inclusive. */
  upperBoundFactor: number;
};

/** A sub biome or a variable (a variable may have an explanation). */
export type VttNamedInput = {
  /** Variables only: the explanation the calculator shows. */
  description?: string | null | undefined;
  name: string;
};

export type VttVariableDetailInput = {
  coefficient: number;
  isTransformation?: boolean | null | undefined;
  max: number;
  min: number;
  remarksText?: string | null | undefined;
  sampleMean: number;
  vttBiomeId: number;
  vttSubBiomeId?: number | null | undefined;
  vttVariableId: number;
};

export type ViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerQuery = { viewer: { __typename: 'Viewer', signedIn: boolean, userName: string | null, displayName: string | null, role: string | null, resources: Array<{ __typename: 'ResourceAccess', resource: string, granted: boolean }> } };

export type AccountMessageFieldsFragment = { __typename: 'AccountMessage', message: string, detail: string | null };

export type LoginModeQueryVariables = Exact<{
  usernameOrEmail: string;
}>;


export type LoginModeQuery = { loginMode: LoginMode };

export type LoginMutationVariables = Exact<{
  usernameOrEmail: string;
  password: string;
}>;


export type LoginMutation = { login: { __typename: 'LoginResult', token: string } };

export type RequestLoginCodeMutationVariables = Exact<{
  email: string;
}>;


export type RequestLoginCodeMutation = { requestLoginCode: { __typename: 'AccountMessage', message: string, detail: string | null } };

export type LoginWithCodeMutationVariables = Exact<{
  email: string;
  code: string;
}>;


export type LoginWithCodeMutation = { loginWithCode: { __typename: 'LoginResult', token: string } };

export type ResendConfirmationLinkMutationVariables = Exact<{
  usernameOrEmail: string;
}>;


export type ResendConfirmationLinkMutation = { resendConfirmationLink: { __typename: 'AccountMessage', message: string, detail: string | null } };

export type SignUpMutationVariables = Exact<{
  input: SignUpInput;
}>;


export type SignUpMutation = { signUp: { __typename: 'AccountMessage', message: string, detail: string | null } };

export type ConfirmEmailMutationVariables = Exact<{
  username: string;
  code: string;
}>;


export type ConfirmEmailMutation = { confirmEmail: { __typename: 'AccountMessage', message: string, detail: string | null } };

export type RequestPasswordResetMutationVariables = Exact<{
  email: string;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: { __typename: 'AccountMessage', message: string, detail: string | null } };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { resetPassword: { __typename: 'AccountMessage', message: string, detail: string | null } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export type TouchSessionMutationVariables = Exact<{ [key: string]: never; }>;


export type TouchSessionMutation = { touchSession: { __typename: 'Viewer', signedIn: boolean } };

export type UserProfileFieldsFragment = { __typename: 'UserProfile', id: number, userName: string, displayName: string, email: string, organization: string, sector: string, sectorOther: string | null, purposeOfAccess: string, purposeOfAccessOther: string | null };

export type MyProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type MyProfileQuery = { me: { __typename: 'UserProfile', id: number, userName: string, displayName: string, email: string, organization: string, sector: string, sectorOther: string | null, purposeOfAccess: string, purposeOfAccessOther: string | null } };

export type UpdateProfileMutationVariables = Exact<{
  input: ProfileInput;
}>;


export type UpdateProfileMutation = { updateProfile: { __typename: 'UserProfile', id: number, userName: string, displayName: string, email: string, organization: string, sector: string, sectorOther: string | null, purposeOfAccess: string, purposeOfAccessOther: string | null } };

export type ApiKeyFieldsFragment = { __typename: 'ApiKey', id: number, prefix: string, recipientEmail: string | null, issuedBy: string | null, createdOn: string, expiresAt: string | null, revokedAt: string | null, lastUsedAt: string | null };

export type ApiKeysQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiKeysQuery = { apiKeys: Array<{ __typename: 'ApiKey', id: number, prefix: string, recipientEmail: string | null, issuedBy: string | null, createdOn: string, expiresAt: string | null, revokedAt: string | null, lastUsedAt: string | null }> };

export type GenerateApiKeyMutationVariables = Exact<{
  input: GenerateApiKeyInput;
}>;


export type GenerateApiKeyMutation = { generateApiKey: { __typename: 'GeneratedApiKey', key: string, headerName: string, apiKey: { __typename: 'ApiKey', id: number, prefix: string, recipientEmail: string | null, issuedBy: string | null, createdOn: string, expiresAt: string | null, revokedAt: string | null, lastUsedAt: string | null } } };

export type SendApiKeyMutationVariables = Exact<{
  input: SendApiKeyInput;
}>;


export type SendApiKeyMutation = { sendApiKey: { __typename: 'ApiKey', id: number, prefix: string, recipientEmail: string | null, issuedBy: string | null, createdOn: string, expiresAt: string | null, revokedAt: string | null, lastUsedAt: string | null } };

export type RevokeApiKeyMutationVariables = Exact<{
  id: number;
}>;


export type RevokeApiKeyMutation = { revokeApiKey: { __typename: 'ApiKey', id: number, prefix: string, recipientEmail: string | null, issuedBy: string | null, createdOn: string, expiresAt: string | null, revokedAt: string | null, lastUsedAt: string | null } };

export type SearchReferenceListQueryVariables = Exact<{
  list: ReferenceListName;
}>;


export type SearchReferenceListQuery = { referenceList: Array<{ __typename: 'ReferenceEntry', list: ReferenceListName, id: number, code: string, label: string, parentId: number | null }> };

export type PageViewsQueryVariables = Exact<{
  days: number;
}>;


export type PageViewsQuery = { pageViews: Array<{ __typename: 'PageViewCount', path: string, views: number }> };

export type UserProfilesTableQueryVariables = Exact<{
  sortColumn: UserProfileSortColumn;
  isDescend: boolean;
  limit: number;
  offset: number;
}>;


export type UserProfilesTableQuery = { userProfiles: { __typename: 'UserProfilePage', totalCount: number, items: Array<{ __typename: 'UserProfile', id: number, displayName: string, userName: string, email: string, organization: string, sector: string, sectorOther: string | null, purposeOfAccess: string, purposeOfAccessOther: string | null, registrationDate: string, numberOfSignIn: number, lastSignInDate: string | null }> } };

export type FilterQueriesTableQueryVariables = Exact<{
  limit: number;
  offset: number;
}>;


export type FilterQueriesTableQuery = { filterQueryCount: number, filterQueries: Array<{ __typename: 'FilterQuery', id: number, createdOn: string, filterInWords: Array<string>, userName: string | null, displayName: string | null, email: string | null }> };

export type DeleteFilterQueryMutationVariables = Exact<{
  id: number;
}>;


export type DeleteFilterQueryMutation = { deleteFilterQuery: boolean };

export type EarlyBirdUserFieldsFragment = { __typename: 'EarlyBirdUser', id: number, userName: string, email: string, displayName: string, addedOn: string | null };

export type EarlyBirdsQueryVariables = Exact<{ [key: string]: never; }>;


export type EarlyBirdsQuery = { earlyBirds: { __typename: 'EarlyBirdUserPage', totalRecords: number, users: Array<{ __typename: 'EarlyBirdUser', id: number, userName: string, email: string, displayName: string, addedOn: string | null }> } };

export type NonEarlyBirdsQueryVariables = Exact<{
  freeText?: string | null | undefined;
  limit: number;
  offset: number;
}>;


export type NonEarlyBirdsQuery = { nonEarlyBirds: { __typename: 'EarlyBirdUserPage', totalRecords: number, users: Array<{ __typename: 'EarlyBirdUser', id: number, userName: string, email: string, displayName: string, addedOn: string | null }> } };

export type AddEarlyBirdMutationVariables = Exact<{
  userId: number;
}>;


export type AddEarlyBirdMutation = { addEarlyBird: { __typename: 'EarlyBirdUser', id: number, userName: string, email: string, displayName: string, addedOn: string | null } };

export type RemoveEarlyBirdMutationVariables = Exact<{
  userId: number;
}>;


export type RemoveEarlyBirdMutation = { removeEarlyBird: { __typename: 'EarlyBirdUser', id: number, userName: string, email: string, displayName: string, addedOn: string | null } };

export type SendFeedbackMutationVariables = Exact<{
  input: FeedbackInput;
}>;


export type SendFeedbackMutation = { sendFeedback: boolean };

export type TotalValuationCountQueryVariables = Exact<{ [key: string]: never; }>;


export type TotalValuationCountQuery = { totalValuationCount: number };

export type ManageStudiesQueryVariables = Exact<{
  freeText?: string | null | undefined;
  status?: StudyStatus | null | undefined;
  sortColumn?: ManagedStudySortColumn | null | undefined;
  isDescend?: boolean | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type ManageStudiesQuery = { managedStudies: { __typename: 'ManagedStudyPage', totalCount: number, items: Array<{ __typename: 'ManagedStudy', id: number, studyId: number, title: string, isPublished: boolean, isComplete: boolean, valuationCount: number, ownerName: string | null, updatedOn: string }> } };

export type ManageStudiesDeleteMutationVariables = Exact<{
  id: number;
}>;


export type ManageStudiesDeleteMutation = { deleteStudy: boolean };

export type MapMarkersQueryVariables = Exact<{
  filter: ValuationFilter;
}>;


export type MapMarkersQuery = { mapMarkers: { latitudes: number[]; longitudes: number[]; counts: number[]; valueIds: number[]; studyLocations: string[][] } };

export type MapMarkerDetailsQueryVariables = Exact<{
  valueIds: Array<number> | number;
}>;


export type MapMarkerDetailsQuery = { mapMarkerDetails: Array<{ __typename: 'ValuationRow', id: number, valueId: number, studyId: number, studyLocation: string | null, siteAreaInHectares: number | null, biomes: Array<string>, ecozones: Array<string>, ecosystems: Array<string>, ecosystemServices: Array<string>, intPerHectarePerYear: number | null }> };

export type RecordHistoryEntryFieldsFragment = { __typename: 'RecordHistoryEntry', id: number, version: number, action: string, changedAt: string, changedBy: string | null, changes: string };

export type RecordHistoryStudyQueryVariables = Exact<{
  id: number;
}>;


export type RecordHistoryStudyQuery = { studyHistory: Array<{ __typename: 'RecordHistoryEntry', id: number, version: number, action: string, changedAt: string, changedBy: string | null, changes: string }> };

export type RecordHistoryValuationQueryVariables = Exact<{
  id: number;
}>;


export type RecordHistoryValuationQuery = { valuationHistory: Array<{ __typename: 'RecordHistoryEntry', id: number, version: number, action: string, changedAt: string, changedBy: string | null, changes: string }> };

export type RecordHistoryVslStudyQueryVariables = Exact<{
  id: number;
}>;


export type RecordHistoryVslStudyQuery = { valuationStudyHistory: Array<{ __typename: 'RecordHistoryEntry', id: number, version: number, action: string, changedAt: string, changedBy: string | null, changes: string }> };

export type CurrentDatabaseVersionQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentDatabaseVersionQuery = { currentDatabaseVersion: { __typename: 'DatabaseVersion', id: number, month: number, year: number, version: number, subversion: number, referenceText: string } | null };

export type DatabaseVersionChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type DatabaseVersionChangedSubscription = { databaseVersionChanged: { __typename: 'DatabaseVersion', id: number, month: number, year: number, version: number, subversion: number, referenceText: string } };

export type AdminReferenceListsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminReferenceListsQuery = { referenceLists: Array<{ __typename: 'ReferenceList', name: ReferenceListName, path: string, title: string, hierarchical: boolean }> };

export type AdminReferenceEntryFragment = { __typename: 'ReferenceEntry', list: ReferenceListName, id: number, code: string, label: string, path: string, sortOrder: number, level: number, parentId: number | null, source: string | null, statsReady: boolean | null, alpha2: string | null, continentId: number | null, isoCode: string | null };

export type AdminReferenceEntriesQueryVariables = Exact<{
  list: ReferenceListName;
}>;


export type AdminReferenceEntriesQuery = { referenceList: Array<{ __typename: 'ReferenceEntry', list: ReferenceListName, id: number, code: string, label: string, path: string, sortOrder: number, level: number, parentId: number | null, source: string | null, statsReady: boolean | null, alpha2: string | null, continentId: number | null, isoCode: string | null }> };

export type CreateReferenceEntryMutationVariables = Exact<{
  list: ReferenceListName;
  input: ReferenceEntryInput;
}>;


export type CreateReferenceEntryMutation = { createReferenceEntry: { __typename: 'ReferenceEntry', list: ReferenceListName, id: number, code: string, label: string, path: string, sortOrder: number, level: number, parentId: number | null, source: string | null, statsReady: boolean | null, alpha2: string | null, continentId: number | null, isoCode: string | null } };

export type UpdateReferenceEntryMutationVariables = Exact<{
  list: ReferenceListName;
  id: number;
  input: ReferenceEntryInput;
}>;


export type UpdateReferenceEntryMutation = { updateReferenceEntry: { __typename: 'ReferenceEntry', list: ReferenceListName, id: number, code: string, label: string, path: string, sortOrder: number, level: number, parentId: number | null, source: string | null, statsReady: boolean | null, alpha2: string | null, continentId: number | null, isoCode: string | null } };

export type DeleteReferenceEntryMutationVariables = Exact<{
  list: ReferenceListName;
  id: number;
}>;


export type DeleteReferenceEntryMutation = { deleteReferenceEntry: boolean };

export type ValuationTableRowFragment = { __typename: 'ValuationRow', id: number, valueId: number, studyId: number, biomes: Array<string>, biomeCodes: Array<string>, ecozones: Array<string>, ecozoneCodes: Array<string>, ecosystems: Array<string>, ecosystemCodes: Array<string>, ecosystemServices: Array<string>, teebCodes: Array<string>, teebSubCodes: Array<string>, ciceses: Array<string>, cicesCodes: Array<string>, seeas: Array<string>, seeaCodes: Array<string>, countries: Array<string>, countryCodes: Array<string>, continent: string | null, studyLocation: string | null, siteAreaInHectares: number | null, intPerHectarePerYear: number | null, valuationMethods: Array<string>, valuationMethodCodes: Array<string>, valueMeasure: string | null, valuedChange: string | null, valueYear: number | null, authors: string, title: string, reference: string, yearOfPublication: number, reviewed: boolean };

export type SearchValuationCountQueryVariables = Exact<{
  filter: ValuationFilter;
}>;


export type SearchValuationCountQuery = { valuationCount: number };

export type SearchValuationFirstPageQueryVariables = Exact<{
  filter: ValuationFilter;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  sortColumn?: ValuationSortColumn | null | undefined;
  isDescend?: boolean | null | undefined;
}>;


export type SearchValuationFirstPageQuery = { valuations: { __typename: 'ValuationPage', totalCount: number, items: Array<{ __typename: 'ValuationRow', id: number, valueId: number, studyId: number, biomes: Array<string>, biomeCodes: Array<string>, ecozones: Array<string>, ecozoneCodes: Array<string>, ecosystems: Array<string>, ecosystemCodes: Array<string>, ecosystemServices: Array<string>, teebCodes: Array<string>, teebSubCodes: Array<string>, ciceses: Array<string>, cicesCodes: Array<string>, seeas: Array<string>, seeaCodes: Array<string>, countries: Array<string>, countryCodes: Array<string>, continent: string | null, studyLocation: string | null, siteAreaInHectares: number | null, intPerHectarePerYear: number | null, valuationMethods: Array<string>, valuationMethodCodes: Array<string>, valueMeasure: string | null, valuedChange: string | null, valueYear: number | null, authors: string, title: string, reference: string, yearOfPublication: number, reviewed: boolean }> } };

export type SearchValuationPageQueryVariables = Exact<{
  filter: ValuationFilter;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  sortColumn?: ValuationSortColumn | null | undefined;
  isDescend?: boolean | null | undefined;
}>;


export type SearchValuationPageQuery = { valuations: { __typename: 'ValuationPage', items: Array<{ __typename: 'ValuationRow', id: number, valueId: number, studyId: number, biomes: Array<string>, biomeCodes: Array<string>, ecozones: Array<string>, ecozoneCodes: Array<string>, ecosystems: Array<string>, ecosystemCodes: Array<string>, ecosystemServices: Array<string>, teebCodes: Array<string>, teebSubCodes: Array<string>, ciceses: Array<string>, cicesCodes: Array<string>, seeas: Array<string>, seeaCodes: Array<string>, countries: Array<string>, countryCodes: Array<string>, continent: string | null, studyLocation: string | null, siteAreaInHectares: number | null, intPerHectarePerYear: number | null, valuationMethods: Array<string>, valuationMethodCodes: Array<string>, valueMeasure: string | null, valuedChange: string | null, valueYear: number | null, authors: string, title: string, reference: string, yearOfPublication: number, reviewed: boolean }> } };

export type SummaryGroupFieldsFragment = { __typename: 'SummaryGroup', id: number, code: string, label: string, count: number, mean: number, median: number, standardDeviation: number | null, min: number, max: number };

export type SearchSummaryStatisticsQueryVariables = Exact<{
  filter: ValuationFilter;
}>;


export type SearchSummaryStatisticsQuery = { summaryStatistics: { __typename: 'SummaryStatistics', valuationCount: number, biomes: Array<{ __typename: 'SummaryGroup', id: number, code: string, label: string, count: number, mean: number, median: number, standardDeviation: number | null, min: number, max: number }>, ecozones: Array<{ __typename: 'SummaryGroup', id: number, code: string, label: string, count: number, mean: number, median: number, standardDeviation: number | null, min: number, max: number }>, biomesWithoutData: Array<{ __typename: 'HabitatEntry', id: number, code: string, label: string }>, ecozonesWithoutData: Array<{ __typename: 'HabitatEntry', id: number, code: string, label: string }> } };

export type SaveFilterQueryMutationVariables = Exact<{
  filter: ValuationFilter;
  resultsCount?: number | null | undefined;
}>;


export type SaveFilterQueryMutation = { saveFilterQuery: { __typename: 'FilterQuery', id: number } };

export type SettingsDatabaseVersionsQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsDatabaseVersionsQuery = { databaseVersions: Array<{ __typename: 'DatabaseVersion', id: number, label: string, fromCitation: boolean, createdOn: string }> };

export type SettingsSaveDatabaseVersionMutationVariables = Exact<{
  input: DatabaseVersionInput;
}>;


export type SettingsSaveDatabaseVersionMutation = { createDatabaseVersion: { __typename: 'DatabaseVersion', id: number, label: string } };

export type SettingsDeleteDatabaseVersionMutationVariables = Exact<{
  id: number;
}>;


export type SettingsDeleteDatabaseVersionMutation = { deleteDatabaseVersion: boolean };

export type SettingsValuationByValueIdQueryVariables = Exact<{
  valueId: number;
}>;


export type SettingsValuationByValueIdQuery = { valuationByValueId: { __typename: 'ValuationEntry', id: number | null, valueId: number, studyLocation: string | null, intPerHectarePerYear: number | null } };

export type SettingsDeleteValuationMutationVariables = Exact<{
  id: number;
}>;


export type SettingsDeleteValuationMutation = { deleteValuation: string };

export type StandardisationChecksQueryVariables = Exact<{
  code?: string | null | undefined;
  country?: string | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type StandardisationChecksQuery = { standardisationChecks: { __typename: 'StandardisationChecksPage', totalCount: number, vintage: string, series: Array<string>, attribution: string, items: Array<{ __typename: 'StandardisationFlaggedRecord', valueId: number, studyId: number, title: string, published: boolean, countries: Array<string>, intPerHectarePerYear: number | null, computed: number | null, summary: string, warnings: Array<{ __typename: 'StandardisationFinding', code: string, field: string, message: string }> }> } };

export type StandardisationCheckCountriesQueryVariables = Exact<{ [key: string]: never; }>;


export type StandardisationCheckCountriesQuery = { referenceList: Array<{ __typename: 'ReferenceEntry', list: ReferenceListName, id: number, code: string, label: string }> };

export type StandardiseValuePreviewQueryVariables = Exact<{
  input: StandardiseValueInput;
}>;


export type StandardiseValuePreviewQuery = { standardiseValue: { __typename: 'StandardisationResult', computable: boolean, value: number | null, summary: string, currency: string | null, economy: string | null, priceYear: number, vintage: string, series: Array<string>, attribution: string, steps: Array<{ __typename: 'StandardisationStep', step: string, description: string, factor: number, value: number }>, reasons: Array<{ __typename: 'StandardisationFinding', code: string, field: string, message: string }>, warnings: Array<{ __typename: 'StandardisationFinding', code: string, field: string, message: string }> } };

export type StatsReadyEntriesQueryVariables = Exact<{ [key: string]: never; }>;


export type StatsReadyEntriesQuery = { referenceList: Array<{ __typename: 'ReferenceEntry', list: ReferenceListName, id: number, code: string, label: string, level: number, parentId: number | null, statsReady: boolean | null }>, ecozoneRecordCounts: Array<{ __typename: 'EcozoneRecordCount', ecozoneId: number, records: number, studies: number }> };

export type SetStatsReadyMutationVariables = Exact<{
  id: number;
  statsReady: boolean;
}>;


export type SetStatsReadyMutation = { setStatsReady: { __typename: 'ReferenceEntry', list: ReferenceListName, id: number, statsReady: boolean | null } };

export type StudyEntryStudyFragment = { __typename: 'Study', id: number, studyId: number, title: string, authors: string, reference: string, yearOfPublication: number, isComplete: boolean, isPublished: boolean, publishedOn: string | null, valuationCount: number, ownerName: string | null, version: number, mayEdit: boolean };

export type StudyEntryListItemFragment = { __typename: 'StudySummary', id: number, studyId: number, title: string, isPublished: boolean };

export type StudyEntryStudyQueryVariables = Exact<{
  id: number;
}>;


export type StudyEntryStudyQuery = { study: { __typename: 'Study', id: number, studyId: number, title: string, authors: string, reference: string, yearOfPublication: number, isComplete: boolean, isPublished: boolean, publishedOn: string | null, valuationCount: number, ownerName: string | null, version: number, mayEdit: boolean } };

export type StudyEntryUserStudiesQueryVariables = Exact<{ [key: string]: never; }>;


export type StudyEntryUserStudiesQuery = { userStudies: Array<{ __typename: 'StudySummary', id: number, studyId: number, title: string, isPublished: boolean }> };

export type StudyEntrySearchQueryVariables = Exact<{
  freeText?: string | null | undefined;
}>;


export type StudyEntrySearchQuery = { studies: { __typename: 'StudySearchResult', totalCount: number, items: Array<{ __typename: 'StudySummary', id: number, studyId: number, title: string, isPublished: boolean }> } };

export type StudyEntryCreateMutationVariables = Exact<{
  input: StudyInput;
}>;


export type StudyEntryCreateMutation = { createStudy: { __typename: 'Study', id: number, studyId: number, title: string, authors: string, reference: string, yearOfPublication: number, isComplete: boolean, isPublished: boolean, publishedOn: string | null, valuationCount: number, ownerName: string | null, version: number, mayEdit: boolean } };

export type StudyEntryUpdateMutationVariables = Exact<{
  id: number;
  input: StudyUpdateInput;
}>;


export type StudyEntryUpdateMutation = { updateStudy: { __typename: 'Study', id: number, studyId: number, title: string, authors: string, reference: string, yearOfPublication: number, isComplete: boolean, isPublished: boolean, publishedOn: string | null, valuationCount: number, ownerName: string | null, version: number, mayEdit: boolean } };

export type StudyEntryValuationsQueryVariables = Exact<{
  studyRecordId: number;
}>;


export type StudyEntryValuationsQuery = { studyValuationEntries: Array<{ __typename: 'ValuationEntry', id: number | null, valueId: number, studyLocation: string | null, valueYear: number | null, countries: Array<number>, ecosystemServices: Array<number>, notes: string | null }> };

export type StudyEntryCopyValuationMutationVariables = Exact<{
  id: number;
}>;


export type StudyEntryCopyValuationMutation = { copyValuation: { __typename: 'ValuationEntry', id: number | null, valueId: number, studyRecordId: number, studyId: number, version: number | null, codedDate: string | null, biomeV2EcosystemV2Ecozones: Array<number>, ecosystemDescription: string | null, ecosystemServiceDescription: string | null, ecosystemServices: Array<number>, ciceses: Array<number>, seeas: Array<number>, countries: Array<number>, continentId: number | null, scaleOfStudySiteId: number | null, studyLocation: string | null, protectionStatusId: number | null, siteArea: number | null, siteAreaUnitId: number | null, siteAreaInHectares: number | null, siteLength: number | null, siteLengthUnitId: number | null, siteLengthKm: number | null, siteCondition: string | null, ecosystemConditionId: number | null, latitude: number | null, longitude: number | null, valuationMethods: Array<number>, valuedChange: string | null, valueMeasure: string | null, originalValue: number | null, currencyId: number | null, valueYear: number | null, spatialUnitId: number | null, temporalUnitId: number | null, presentValueYear: number | null, presentValueDiscountRate: number | null, beneficiaryUnitId: number | null, numberOfBeneficiaries: number | null, typeOfBeneficiary: string | null, intPerHectarePerYear: number | null, notes: string | null, secondaryDataSources: string | null, inclExcl: boolean | null, inclExclComments: string | null, reviewed: boolean, reviewedDate: string | null } };

export type StudyEntryDeleteValuationMutationVariables = Exact<{
  id: number;
}>;


export type StudyEntryDeleteValuationMutation = { deleteValuation: string };

export type StudyValuationsQueryVariables = Exact<{
  studyId: number;
}>;


export type StudyValuationsQuery = { studyValuations: { __typename: 'StudyValuations', studyId: number, title: string, authors: string, yearOfPublication: number, valuations: Array<{ __typename: 'StudyValuation', valueId: number, studyLocation: string | null, latitude: number | null, longitude: number | null, intPerHectarePerYear: number | null }>, markers: Array<{ __typename: 'MapMarker', latitude: number, longitude: number, count: number, valueIds: Array<number>, studyLocations: Array<string> }> } };

export type DatabaseValuationTotalsQueryVariables = Exact<{ [key: string]: never; }>;


export type DatabaseValuationTotalsQuery = { totalValuationCount: number };

export type SuggestStudyMutationVariables = Exact<{
  input: SuggestStudyInput;
}>;


export type SuggestStudyMutation = { suggestStudy: { __typename: 'SuggestionReceipt', id: number, message: string } };

export type SuggestedStudiesQueryVariables = Exact<{ [key: string]: never; }>;


export type SuggestedStudiesQuery = { suggestedStudies: Array<{ __typename: 'SuggestedStudy', id: number, title: string, description: string, studyType: string, createdOn: string, suggestedBy: string | null, email: string | null, attachments: Array<{ __typename: 'SuggestedStudyAttachment', id: number, filename: string, contentType: string, size: number }> }> };

export type UploadJobFieldsFragment = { __typename: 'UploadJob', id: number, kind: UploadKind, filename: string, status: UploadStatus, statusText: string | null, errorText: string | null, warnings: Array<string>, totalCount: number, insertedCount: number, updatedCount: number, unchangedCount: number, percentage: number, createdOn: string, columnChanges: Array<{ __typename: 'UploadColumnChange', column: string, changed: number, emptied: number }> };

export type UploadStatsQueryVariables = Exact<{
  kind: UploadKind;
}>;


export type UploadStatsQuery = { currentUpload: { __typename: 'UploadJob', id: number, kind: UploadKind, filename: string, status: UploadStatus, statusText: string | null, errorText: string | null, warnings: Array<string>, totalCount: number, insertedCount: number, updatedCount: number, unchangedCount: number, percentage: number, createdOn: string, columnChanges: Array<{ __typename: 'UploadColumnChange', column: string, changed: number, emptied: number }> } | null, lastUpload: { __typename: 'UploadJob', id: number, kind: UploadKind, filename: string, status: UploadStatus, statusText: string | null, errorText: string | null, warnings: Array<string>, totalCount: number, insertedCount: number, updatedCount: number, unchangedCount: number, percentage: number, createdOn: string, columnChanges: Array<{ __typename: 'UploadColumnChange', column: string, changed: number, emptied: number }> } | null };

export type UploadProgressSubscriptionVariables = Exact<{
  kind: UploadKind;
}>;


export type UploadProgressSubscription = { uploadProgress: { __typename: 'UploadJob', id: number, kind: UploadKind, filename: string, status: UploadStatus, statusText: string | null, errorText: string | null, warnings: Array<string>, totalCount: number, insertedCount: number, updatedCount: number, unchangedCount: number, percentage: number, createdOn: string, columnChanges: Array<{ __typename: 'UploadColumnChange', column: string, changed: number, emptied: number }> } };

export type CancelUploadMutationVariables = Exact<{
  id: number;
}>;


export type CancelUploadMutation = { cancelUpload: { __typename: 'UploadJob', id: number, kind: UploadKind, filename: string, status: UploadStatus, statusText: string | null, errorText: string | null, warnings: Array<string>, totalCount: number, insertedCount: number, updatedCount: number, unchangedCount: number, percentage: number, createdOn: string, columnChanges: Array<{ __typename: 'UploadColumnChange', column: string, changed: number, emptied: number }> } };

export type DemoDataQueryVariables = Exact<{ [key: string]: never; }>;


export type DemoDataQuery = { demoData: { __typename: 'DemoData', studies: number, valuations: number } };

export type RemoveDemoDataMutationVariables = Exact<{ [key: string]: never; }>;


export type RemoveDemoDataMutation = { removeDemoData: { __typename: 'DemoData', studies: number, valuations: number } };

export type ValuationFormEntryFragment = { __typename: 'ValuationEntry', id: number | null, valueId: number, studyRecordId: number, studyId: number, version: number | null, codedDate: string | null, biomeV2EcosystemV2Ecozones: Array<number>, ecosystemDescription: string | null, ecosystemServiceDescription: string | null, ecosystemServices: Array<number>, ciceses: Array<number>, seeas: Array<number>, countries: Array<number>, continentId: number | null, scaleOfStudySiteId: number | null, studyLocation: string | null, protectionStatusId: number | null, siteArea: number | null, siteAreaUnitId: number | null, siteAreaInHectares: number | null, siteLength: number | null, siteLengthUnitId: number | null, siteLengthKm: number | null, siteCondition: string | null, ecosystemConditionId: number | null, latitude: number | null, longitude: number | null, valuationMethods: Array<number>, valuedChange: string | null, valueMeasure: string | null, originalValue: number | null, currencyId: number | null, valueYear: number | null, spatialUnitId: number | null, temporalUnitId: number | null, presentValueYear: number | null, presentValueDiscountRate: number | null, beneficiaryUnitId: number | null, numberOfBeneficiaries: number | null, typeOfBeneficiary: string | null, intPerHectarePerYear: number | null, notes: string | null, secondaryDataSources: string | null, inclExcl: boolean | null, inclExclComments: string | null, reviewed: boolean, reviewedDate: string | null };

export type ValuationFormEntryQueryVariables = Exact<{
  id: number;
}>;


export type ValuationFormEntryQuery = { valuation: { __typename: 'ValuationEntry', id: number | null, valueId: number, studyRecordId: number, studyId: number, version: number | null, codedDate: string | null, biomeV2EcosystemV2Ecozones: Array<number>, ecosystemDescription: string | null, ecosystemServiceDescription: string | null, ecosystemServices: Array<number>, ciceses: Array<number>, seeas: Array<number>, countries: Array<number>, continentId: number | null, scaleOfStudySiteId: number | null, studyLocation: string | null, protectionStatusId: number | null, siteArea: number | null, siteAreaUnitId: number | null, siteAreaInHectares: number | null, siteLength: number | null, siteLengthUnitId: number | null, siteLengthKm: number | null, siteCondition: string | null, ecosystemConditionId: number | null, latitude: number | null, longitude: number | null, valuationMethods: Array<number>, valuedChange: string | null, valueMeasure: string | null, originalValue: number | null, currencyId: number | null, valueYear: number | null, spatialUnitId: number | null, temporalUnitId: number | null, presentValueYear: number | null, presentValueDiscountRate: number | null, beneficiaryUnitId: number | null, numberOfBeneficiaries: number | null, typeOfBeneficiary: string | null, intPerHectarePerYear: number | null, notes: string | null, secondaryDataSources: string | null, inclExcl: boolean | null, inclExclComments: string | null, reviewed: boolean, reviewedDate: string | null } };

export type ValuationFormCreateMutationVariables = Exact<{
  studyRecordId: number;
  input: ValuationEntryInput;
}>;


export type ValuationFormCreateMutation = { createValuation: { __typename: 'ValuationEntry', id: number | null, valueId: number, studyRecordId: number, studyId: number, version: number | null, codedDate: string | null, biomeV2EcosystemV2Ecozones: Array<number>, ecosystemDescription: string | null, ecosystemServiceDescription: string | null, ecosystemServices: Array<number>, ciceses: Array<number>, seeas: Array<number>, countries: Array<number>, continentId: number | null, scaleOfStudySiteId: number | null, studyLocation: string | null, protectionStatusId: number | null, siteArea: number | null, siteAreaUnitId: number | null, siteAreaInHectares: number | null, siteLength: number | null, siteLengthUnitId: number | null, siteLengthKm: number | null, siteCondition: string | null, ecosystemConditionId: number | null, latitude: number | null, longitude: number | null, valuationMethods: Array<number>, valuedChange: string | null, valueMeasure: string | null, originalValue: number | null, currencyId: number | null, valueYear: number | null, spatialUnitId: number | null, temporalUnitId: number | null, presentValueYear: number | null, presentValueDiscountRate: number | null, beneficiaryUnitId: number | null, numberOfBeneficiaries: number | null, typeOfBeneficiary: string | null, intPerHectarePerYear: number | null, notes: string | null, secondaryDataSources: string | null, inclExcl: boolean | null, inclExclComments: string | null, reviewed: boolean, reviewedDate: string | null } };

export type ValuationFormUpdateMutationVariables = Exact<{
  id: number;
  version: number;
  input: ValuationEntryInput;
}>;


export type ValuationFormUpdateMutation = { updateValuation: { __typename: 'ValuationEntry', id: number | null, valueId: number, studyRecordId: number, studyId: number, version: number | null, codedDate: string | null, biomeV2EcosystemV2Ecozones: Array<number>, ecosystemDescription: string | null, ecosystemServiceDescription: string | null, ecosystemServices: Array<number>, ciceses: Array<number>, seeas: Array<number>, countries: Array<number>, continentId: number | null, scaleOfStudySiteId: number | null, studyLocation: string | null, protectionStatusId: number | null, siteArea: number | null, siteAreaUnitId: number | null, siteAreaInHectares: number | null, siteLength: number | null, siteLengthUnitId: number | null, siteLengthKm: number | null, siteCondition: string | null, ecosystemConditionId: number | null, latitude: number | null, longitude: number | null, valuationMethods: Array<number>, valuedChange: string | null, valueMeasure: string | null, originalValue: number | null, currencyId: number | null, valueYear: number | null, spatialUnitId: number | null, temporalUnitId: number | null, presentValueYear: number | null, presentValueDiscountRate: number | null, beneficiaryUnitId: number | null, numberOfBeneficiaries: number | null, typeOfBeneficiary: string | null, intPerHectarePerYear: number | null, notes: string | null, secondaryDataSources: string | null, inclExcl: boolean | null, inclExclComments: string | null, reviewed: boolean, reviewedDate: string | null } };

export type VslGridRowFragment = { __typename: 'VslStudy', id: number, version: number, authors: string | null, yearOfPublication: number | null, title: string | null, reference: string | null, includedInEsvd: VslInclusion | null, studyId: number | null, flatVsBiomeCodes: string | null, flatVsBiomes: string | null, flatVsEcosystemCodes: string | null, flatVsEcosystems: string | null, flatVsBiomeV2Codes: string | null, flatVsBiomeV2s: string | null, flatVsEcozoneCodes: string | null, flatVsEcozones: string | null, flatVsEcosystemServiceCodes: string | null, flatVsEcosystemServices: string | null, flatVsCountryCodes: string | null, flatVsCountries: string | null, protectionStatus: string | null, includedRepository: boolean | null, repositoryFolder: string | null, checkedBy: string | null, language: string | null, notes: string | null };

export type VslCellLockFieldsFragment = { __typename: 'VslCellLock', id: number, field: VslEditableField, holderName: string, expiresAt: string, mine: boolean };

export type VslGridRowsQueryVariables = Exact<{
  filter: VslFilter;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type VslGridRowsQuery = { valuationStudyCount: number, valuationStudies: Array<{ __typename: 'VslStudy', id: number, version: number, authors: string | null, yearOfPublication: number | null, title: string | null, reference: string | null, includedInEsvd: VslInclusion | null, studyId: number | null, flatVsBiomeCodes: string | null, flatVsBiomes: string | null, flatVsEcosystemCodes: string | null, flatVsEcosystems: string | null, flatVsBiomeV2Codes: string | null, flatVsBiomeV2s: string | null, flatVsEcozoneCodes: string | null, flatVsEcozones: string | null, flatVsEcosystemServiceCodes: string | null, flatVsEcosystemServices: string | null, flatVsCountryCodes: string | null, flatVsCountries: string | null, protectionStatus: string | null, includedRepository: boolean | null, repositoryFolder: string | null, checkedBy: string | null, language: string | null, notes: string | null }> };

export type VslGridStudyQueryVariables = Exact<{
  id: number;
}>;


export type VslGridStudyQuery = { valuationStudy: { __typename: 'VslStudy', id: number, version: number, authors: string | null, yearOfPublication: number | null, title: string | null, reference: string | null, includedInEsvd: VslInclusion | null, studyId: number | null, flatVsBiomeCodes: string | null, flatVsBiomes: string | null, flatVsEcosystemCodes: string | null, flatVsEcosystems: string | null, flatVsBiomeV2Codes: string | null, flatVsBiomeV2s: string | null, flatVsEcozoneCodes: string | null, flatVsEcozones: string | null, flatVsEcosystemServiceCodes: string | null, flatVsEcosystemServices: string | null, flatVsCountryCodes: string | null, flatVsCountries: string | null, protectionStatus: string | null, includedRepository: boolean | null, repositoryFolder: string | null, checkedBy: string | null, language: string | null, notes: string | null } | null };

export type CreateVslStudyMutationVariables = Exact<{
  values: VslStudyChanges;
  connectionId?: string | null | undefined;
}>;


export type CreateVslStudyMutation = { createValuationStudy: { __typename: 'VslStudy', id: number, version: number, authors: string | null, yearOfPublication: number | null, title: string | null, reference: string | null, includedInEsvd: VslInclusion | null, studyId: number | null, flatVsBiomeCodes: string | null, flatVsBiomes: string | null, flatVsEcosystemCodes: string | null, flatVsEcosystems: string | null, flatVsBiomeV2Codes: string | null, flatVsBiomeV2s: string | null, flatVsEcozoneCodes: string | null, flatVsEcozones: string | null, flatVsEcosystemServiceCodes: string | null, flatVsEcosystemServices: string | null, flatVsCountryCodes: string | null, flatVsCountries: string | null, protectionStatus: string | null, includedRepository: boolean | null, repositoryFolder: string | null, checkedBy: string | null, language: string | null, notes: string | null } };

export type UpdateVslStudyMutationVariables = Exact<{
  id: number;
  version: number;
  changes: VslStudyChanges;
  connectionId?: string | null | undefined;
}>;


export type UpdateVslStudyMutation = { updateValuationStudy: { __typename: 'VslStudy', id: number, version: number, authors: string | null, yearOfPublication: number | null, title: string | null, reference: string | null, includedInEsvd: VslInclusion | null, studyId: number | null, flatVsBiomeCodes: string | null, flatVsBiomes: string | null, flatVsEcosystemCodes: string | null, flatVsEcosystems: string | null, flatVsBiomeV2Codes: string | null, flatVsBiomeV2s: string | null, flatVsEcozoneCodes: string | null, flatVsEcozones: string | null, flatVsEcosystemServiceCodes: string | null, flatVsEcosystemServices: string | null, flatVsCountryCodes: string | null, flatVsCountries: string | null, protectionStatus: string | null, includedRepository: boolean | null, repositoryFolder: string | null, checkedBy: string | null, language: string | null, notes: string | null } };

export type DeleteVslStudyMutationVariables = Exact<{
  id: number;
  connectionId?: string | null | undefined;
}>;


export type DeleteVslStudyMutation = { deleteValuationStudy: number };

export type LockVslCellMutationVariables = Exact<{
  id: number;
  field: VslEditableField;
  connectionId: string;
}>;


export type LockVslCellMutation = { lockVslCell: { __typename: 'VslCellLock', id: number, field: VslEditableField, holderName: string, expiresAt: string, mine: boolean } };

export type UnlockVslCellMutationVariables = Exact<{
  id: number;
  field: VslEditableField;
  connectionId: string;
}>;


export type UnlockVslCellMutation = { unlockVslCell: boolean };

export type VslGridEventsSubscriptionVariables = Exact<{
  connectionId: string;
}>;


export type VslGridEventsSubscription = { vslGridEvents: { __typename: 'VslGridEvent', kind: VslGridEventKind, id: number | null, fields: Array<VslEditableField> | null, by: string | null, onlineAdmins: Array<string> | null, gridLockedBy: string | null, uploadPercent: number | null, uploadStatusText: string | null, study: { __typename: 'VslStudy', id: number, version: number, authors: string | null, yearOfPublication: number | null, title: string | null, reference: string | null, includedInEsvd: VslInclusion | null, studyId: number | null, flatVsBiomeCodes: string | null, flatVsBiomes: string | null, flatVsEcosystemCodes: string | null, flatVsEcosystems: string | null, flatVsBiomeV2Codes: string | null, flatVsBiomeV2s: string | null, flatVsEcozoneCodes: string | null, flatVsEcozones: string | null, flatVsEcosystemServiceCodes: string | null, flatVsEcosystemServices: string | null, flatVsCountryCodes: string | null, flatVsCountries: string | null, protectionStatus: string | null, includedRepository: boolean | null, repositoryFolder: string | null, checkedBy: string | null, language: string | null, notes: string | null } | null, lock: { __typename: 'VslCellLock', id: number, field: VslEditableField, holderName: string, expiresAt: string, mine: boolean } | null, cellLocks: Array<{ __typename: 'VslCellLock', id: number, field: VslEditableField, holderName: string, expiresAt: string, mine: boolean }> | null } };

export type VslGridStateQueryVariables = Exact<{
  connectionId?: string | null | undefined;
}>;


export type VslGridStateQuery = { vslGridState: { __typename: 'VslGridEvent', onlineAdmins: Array<string> | null, cellLocks: Array<{ __typename: 'VslCellLock', id: number, field: VslEditableField, holderName: string, expiresAt: string, mine: boolean }> | null } };

export type VslListRowFragment = { __typename: 'VslStudy', id: number, studyId: number | null, reference: string | null, includedInEsvd: VslInclusion | null, flatVsBiomes: string | null, flatVsEcosystems: string | null, flatVsBiomeV2s: string | null, flatVsEcozones: string | null, flatVsEcosystemServices: string | null, flatVsCountries: string | null, protectionStatus: string | null, checkedBy: string | null, language: string | null, notes: string | null };

export type VslStudyPageQueryVariables = Exact<{
  filter: VslFilter;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
  sortColumn?: VslSortColumn | null | undefined;
  isDescend?: boolean | null | undefined;
}>;


export type VslStudyPageQuery = { valuationStudies: Array<{ __typename: 'VslStudy', id: number, studyId: number | null, reference: string | null, includedInEsvd: VslInclusion | null, flatVsBiomes: string | null, flatVsEcosystems: string | null, flatVsBiomeV2s: string | null, flatVsEcozones: string | null, flatVsEcosystemServices: string | null, flatVsCountries: string | null, protectionStatus: string | null, checkedBy: string | null, language: string | null, notes: string | null }> };

export type VslStudyCountQueryVariables = Exact<{
  filter: VslFilter;
}>;


export type VslStudyCountQuery = { valuationStudyCount: number };

export type VttBiomeFieldsFragment = { __typename: 'VttBiome', id: number, name: string, constantValue: number, lowerBoundFactor: number, upperBoundFactor: number, showForUserCalculations: boolean };

export type VttDetailFieldsFragment = { __typename: 'VttVariableDetail', id: number, vttBiomeId: number, vttSubBiomeId: number | null, vttSubBiome: string | null, vttVariableId: number, vttVariable: string, vttVariableDescription: string | null, coefficient: number, sampleMean: number, min: number, max: number, isTransformation: boolean, remarksText: string | null };

export type VttBiomesQueryVariables = Exact<{ [key: string]: never; }>;


export type VttBiomesQuery = { vttBiomes: Array<{ __typename: 'VttBiome', id: number, name: string, constantValue: number, lowerBoundFactor: number, upperBoundFactor: number, showForUserCalculations: boolean }> };

export type VttBiomeWithDetailsQueryVariables = Exact<{
  id: number;
}>;


export type VttBiomeWithDetailsQuery = { vttBiome: { __typename: 'VttBiome', id: number, name: string, constantValue: number, lowerBoundFactor: number, upperBoundFactor: number, showForUserCalculations: boolean }, vttVariableDetails: Array<{ __typename: 'VttVariableDetail', id: number, vttBiomeId: number, vttSubBiomeId: number | null, vttSubBiome: string | null, vttVariableId: number, vttVariable: string, vttVariableDescription: string | null, coefficient: number, sampleMean: number, min: number, max: number, isTransformation: boolean, remarksText: string | null }> };

export type VttDetailQueryVariables = Exact<{
  id: number;
}>;


export type VttDetailQuery = { vttVariableDetail: { __typename: 'VttVariableDetail', id: number, vttBiomeId: number, vttSubBiomeId: number | null, vttSubBiome: string | null, vttVariableId: number, vttVariable: string, vttVariableDescription: string | null, coefficient: number, sampleMean: number, min: number, max: number, isTransformation: boolean, remarksText: string | null } };

export type CreateVttBiomeMutationVariables = Exact<{
  input: VttBiomeInput;
}>;


export type CreateVttBiomeMutation = { createVttBiome: { __typename: 'VttBiome', id: number, name: string, constantValue: number, lowerBoundFactor: number, upperBoundFactor: number, showForUserCalculations: boolean } };

export type UpdateVttBiomeMutationVariables = Exact<{
  id: number;
  input: VttBiomeInput;
}>;


export type UpdateVttBiomeMutation = { updateVttBiome: { __typename: 'VttBiome', id: number, name: string, constantValue: number, lowerBoundFactor: number, upperBoundFactor: number, showForUserCalculations: boolean } };

export type SetVttBiomeVisibilityMutationVariables = Exact<{
  id: number;
  showForUserCalculations: boolean;
}>;


export type SetVttBiomeVisibilityMutation = { setVttBiomeVisibility: { __typename: 'VttBiome', id: number, name: string, constantValue: number, lowerBoundFactor: number, upperBoundFactor: number, showForUserCalculations: boolean } };

export type DeleteVttBiomeMutationVariables = Exact<{
  id: number;
}>;


export type DeleteVttBiomeMutation = { deleteVttBiome: boolean };

export type VttSubBiomesQueryVariables = Exact<{ [key: string]: never; }>;


export type VttSubBiomesQuery = { vttSubBiomes: Array<{ __typename: 'VttSubBiome', id: number, name: string }> };

export type CreateVttSubBiomeMutationVariables = Exact<{
  input: VttNamedInput;
}>;


export type CreateVttSubBiomeMutation = { createVttSubBiome: { __typename: 'VttSubBiome', id: number, name: string } };

export type UpdateVttSubBiomeMutationVariables = Exact<{
  id: number;
  input: VttNamedInput;
}>;


export type UpdateVttSubBiomeMutation = { updateVttSubBiome: { __typename: 'VttSubBiome', id: number, name: string } };

export type DeleteVttSubBiomeMutationVariables = Exact<{
  id: number;
}>;


export type DeleteVttSubBiomeMutation = { deleteVttSubBiome: boolean };

export type VttVariablesQueryVariables = Exact<{ [key: string]: never; }>;


export type VttVariablesQuery = { vttVariables: Array<{ __typename: 'VttVariable', id: number, name: string, description: string | null }> };

export type CreateVttVariableMutationVariables = Exact<{
  input: VttNamedInput;
}>;


export type CreateVttVariableMutation = { createVttVariable: { __typename: 'VttVariable', id: number, name: string, description: string | null } };

export type UpdateVttVariableMutationVariables = Exact<{
  id: number;
  input: VttNamedInput;
}>;


export type UpdateVttVariableMutation = { updateVttVariable: { __typename: 'VttVariable', id: number, name: string, description: string | null } };

export type DeleteVttVariableMutationVariables = Exact<{
  id: number;
}>;


export type DeleteVttVariableMutation = { deleteVttVariable: boolean };

export type VttDetailFormChoicesQueryVariables = Exact<{
  vttBiomeId: number;
  keepVariableId?: number | null | undefined;
}>;


export type VttDetailFormChoicesQuery = { vttUnattachedVariables: Array<{ __typename: 'VttVariable', id: number, name: string }>, vttSubBiomes: Array<{ __typename: 'VttSubBiome', id: number, name: string }> };

export type CreateVttVariableDetailMutationVariables = Exact<{
  input: VttVariableDetailInput;
}>;


export type CreateVttVariableDetailMutation = { createVttVariableDetail: { __typename: 'VttVariableDetail', id: number, vttBiomeId: number, vttSubBiomeId: number | null, vttSubBiome: string | null, vttVariableId: number, vttVariable: string, vttVariableDescription: string | null, coefficient: number, sampleMean: number, min: number, max: number, isTransformation: boolean, remarksText: string | null } };

export type UpdateVttVariableDetailMutationVariables = Exact<{
  id: number;
  input: VttVariableDetailInput;
}>;


export type UpdateVttVariableDetailMutation = { updateVttVariableDetail: { __typename: 'VttVariableDetail', id: number, vttBiomeId: number, vttSubBiomeId: number | null, vttSubBiome: string | null, vttVariableId: number, vttVariable: string, vttVariableDescription: string | null, coefficient: number, sampleMean: number, min: number, max: number, isTransformation: boolean, remarksText: string | null } };

export type DeleteVttVariableDetailMutationVariables = Exact<{
  id: number;
}>;


export type DeleteVttVariableDetailMutation = { deleteVttVariableDetail: boolean };

export const AccountMessageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}}]}}]} as unknown as DocumentNode<AccountMessageFieldsFragment, unknown>;
export const UserProfileFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"organization"}},{"kind":"Field","name":{"kind":"Name","value":"sector"}},{"kind":"Field","name":{"kind":"Name","value":"sectorOther"}},{"kind":"Field","name":{"kind":"Name","value":"purposeOfAccess"}},{"kind":"Field","name":{"kind":"Name","value":"purposeOfAccessOther"}}]}}]} as unknown as DocumentNode<UserProfileFieldsFragment, unknown>;
export const ApiKeyFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"recipientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"issuedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]} as unknown as DocumentNode<ApiKeyFieldsFragment, unknown>;
export const EarlyBirdUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EarlyBirdUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EarlyBirdUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"addedOn"}}]}}]} as unknown as DocumentNode<EarlyBirdUserFieldsFragment, unknown>;
export const RecordHistoryEntryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecordHistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecordHistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}},{"kind":"Field","name":{"kind":"Name","value":"changes"}}]}}]} as unknown as DocumentNode<RecordHistoryEntryFieldsFragment, unknown>;
export const AdminReferenceEntryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminReferenceEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReferenceEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"list"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"statsReady"}},{"kind":"Field","name":{"kind":"Name","value":"alpha2"}},{"kind":"Field","name":{"kind":"Name","value":"continentId"}},{"kind":"Field","name":{"kind":"Name","value":"isoCode"}}]}}]} as unknown as DocumentNode<AdminReferenceEntryFragment, unknown>;
export const ValuationTableRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ValuationTableRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValuationRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"valueId"}},{"kind":"Field","name":{"kind":"Name","value":"studyId"}},{"kind":"Field","name":{"kind":"Name","value":"biomes"}},{"kind":"Field","name":{"kind":"Name","value":"biomeCodes"}},{"kind":"Field","name":{"kind":"Name","value":"ecozones"}},{"kind":"Field","name":{"kind":"Name","value":"ecozoneCodes"}},{"kind":"Field","name":{"kind":"Name","value":"ecosystems"}},{"kind":"Field","name":{"kind":"Name","value":"ecosystemCodes"}},{"kind":"Field","name":{"kind":"Name","value":"ecosystemServices"}},{"kind":"Field","name":{"kind":"Name","value":"teebCodes"}},{"kind":"Field","name":{"kind":"Name","value":"teebSubCodes"}},{"kind":"Field","name":{"kind":"Name","value":"ciceses"}},{"kind":"Field","name":{"kind":"Name","value":"cicesCodes"}},{"kind":"Field","name":{"kind":"Name","value":"seeas"}},{"kind":"Field","name":{"kind":"Name","value":"seeaCodes"}},{"kind":"Field","name":{"kind":"Name","value":"countries"}},{"kind":"Field","name":{"kind":"Name","value":"countryCodes"}},{"kind":"Field","name":{"kind":"Name","value":"continent"}},{"kind":"Field","name":{"kind":"Name","value":"studyLocation"}},{"kind":"Field","name":{"kind":"Name","value":"siteAreaInHectares"}},{"kind":"Field","name":{"kind":"Name","value":"intPerHectarePerYear"}},{"kind":"Field","name":{"kind":"Name","value":"valuationMethods"}},{"kind":"Field","name":{"kind":"Name","value":"valuationMethodCodes"}},{"kind":"Field","name":{"kind":"Name","value":"valueMeasure"}},{"kind":"Field","name":{"kind":"Name","value":"valuedChange"}},{"kind":"Field","name":{"kind":"Name","value":"valueYear"}},{"kind":"Field","name":{"kind":"Name","value":"authors"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"yearOfPublication"}},{"kind":"Field","name":{"kind":"Name","value":"reviewed"}}]}}]} as unknown as DocumentNode<ValuationTableRowFragment, unknown>;
export const SummaryGroupFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SummaryGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SummaryGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"mean"}},{"kind":"Field","name":{"kind":"Name","value":"median"}},{"kind":"Field","name":{"kind":"Name","value":"standardDeviation"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}}]} as unknown as DocumentNode<SummaryGroupFieldsFragment, unknown>;
export const StudyEntryStudyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudyEntryStudy"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Study"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studyId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"authors"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"yearOfPublication"}},{"kind":"Field","name":{"kind":"Name","value":"isComplete"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"publishedOn"}},{"kind":"Field","name":{"kind":"Name","value":"valuationCount"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"mayEdit"}}]}}]} as unknown as DocumentNode<StudyEntryStudyFragment, unknown>;
export const StudyEntryListItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudyEntryListItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudySummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studyId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}}]}}]} as unknown as DocumentNode<StudyEntryListItemFragment, unknown>;
export const UploadJobFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UploadJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusText"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}},{"kind":"Field","name":{"kind":"Name","value":"columnChanges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"changed"}},{"kind":"Field","name":{"kind":"Name","value":"emptied"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"insertedCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedCount"}},{"kind":"Field","name":{"kind":"Name","value":"unchangedCount"}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}}]}}]} as unknown as DocumentNode<UploadJobFieldsFragment, unknown>;
export const ValuationFormEntryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ValuationFormEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValuationEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"valueId"}},{"kind":"Field","name":{"kind":"Name","value":"studyRecordId"}},{"kind":"Field","name":{"kind":"Name","value":"studyId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"codedDate"}},{"kind":"Field","name":{"kind":"Name","value":"biomeV2EcosystemV2Ecozones"}},{"kind":"Field","name":{"kind":"Name","value":"ecosystemDescription"}},{"kind":"Field","name":{"kind":"Name","value":"ecosystemServiceDescription"}},{"kind":"Field","name":{"kind":"Name","value":"ecosystemServices"}},{"kind":"Field","name":{"kind":"Name","value":"ciceses"}},{"kind":"Field","name":{"kind":"Name","value":"seeas"}},{"kind":"Field","name":{"kind":"Name","value":"countries"}},{"kind":"Field","name":{"kind":"Name","value":"continentId"}},{"kind":"Field","name":{"kind":"Name","value":"scaleOfStudySiteId"}},{"kind":"Field","name":{"kind":"Name","value":"studyLocation"}},{"kind":"Field","name":{"kind":"Name","value":"protectionStatusId"}},{"kind":"Field","name":{"kind":"Name","value":"siteArea"}},{"kind":"Field","name":{"kind":"Name","value":"siteAreaUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"siteAreaInHectares"}},{"kind":"Field","name":{"kind":"Name","value":"siteLength"}},{"kind":"Field","name":{"kind":"Name","value":"siteLengthUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"siteLengthKm"}},{"kind":"Field","name":{"kind":"Name","value":"siteCondition"}},{"kind":"Field","name":{"kind":"Name","value":"ecosystemConditionId"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"valuationMethods"}},{"kind":"Field","name":{"kind":"Name","value":"valuedChange"}},{"kind":"Field","name":{"kind":"Name","value":"valueMeasure"}},{"kind":"Field","name":{"kind":"Name","value":"originalValue"}},{"kind":"Field","name":{"kind":"Name","value":"currencyId"}},{"kind":"Field","name":{"kind":"Name","value":"valueYear"}},{"kind":"Field","name":{"kind":"Name","value":"spatialUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"temporalUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"presentValueYear"}},{"kind":"Field","name":{"kind":"Name","value":"presentValueDiscountRate"}},{"kind":"Field","name":{"kind":"Name","value":"beneficiaryUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfBeneficiaries"}},{"kind":"Field","name":{"kind":"Name","value":"typeOfBeneficiary"}},{"kind":"Field","name":{"kind":"Name","value":"intPerHectarePerYear"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryDataSources"}},{"kind":"Field","name":{"kind":"Name","value":"inclExcl"}},{"kind":"Field","name":{"kind":"Name","value":"inclExclComments"}},{"kind":"Field","name":{"kind":"Name","value":"reviewed"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedDate"}}]}}]} as unknown as DocumentNode<ValuationFormEntryFragment, unknown>;
export const VslGridRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VslGridRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VslStudy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"authors"}},{"kind":"Field","name":{"kind":"Name","value":"yearOfPublication"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"includedInEsvd"}},{"kind":"Field","name":{"kind":"Name","value":"studyId"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsBiomeCodes"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsBiomes"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsEcosystemCodes"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsEcosystems"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsBiomeV2Codes"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsBiomeV2s"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsEcozoneCodes"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsEcozones"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsEcosystemServiceCodes"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsEcosystemServices"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsCountryCodes"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsCountries"}},{"kind":"Field","name":{"kind":"Name","value":"protectionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"includedRepository"}},{"kind":"Field","name":{"kind":"Name","value":"repositoryFolder"}},{"kind":"Field","name":{"kind":"Name","value":"checkedBy"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}}]} as unknown as DocumentNode<VslGridRowFragment, unknown>;
export const VslCellLockFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VslCellLockFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VslCellLock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"holderName"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}}]}}]} as unknown as DocumentNode<VslCellLockFieldsFragment, unknown>;
export const VslListRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VslListRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VslStudy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studyId"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"includedInEsvd"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsBiomes"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsEcosystems"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsBiomeV2s"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsEcozones"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsEcosystemServices"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsCountries"}},{"kind":"Field","name":{"kind":"Name","value":"protectionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"checkedBy"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}}]} as unknown as DocumentNode<VslListRowFragment, unknown>;
export const VttBiomeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VttBiomeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VttBiome"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"constantValue"}},{"kind":"Field","name":{"kind":"Name","value":"lowerBoundFactor"}},{"kind":"Field","name":{"kind":"Name","value":"upperBoundFactor"}},{"kind":"Field","name":{"kind":"Name","value":"showForUserCalculations"}}]}}]} as unknown as DocumentNode<VttBiomeFieldsFragment, unknown>;
export const VttDetailFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VttDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VttVariableDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"vttBiomeId"}},{"kind":"Field","name":{"kind":"Name","value":"vttSubBiomeId"}},{"kind":"Field","name":{"kind":"Name","value":"vttSubBiome"}},{"kind":"Field","name":{"kind":"Name","value":"vttVariableId"}},{"kind":"Field","name":{"kind":"Name","value":"vttVariable"}},{"kind":"Field","name":{"kind":"Name","value":"vttVariableDescription"}},{"kind":"Field","name":{"kind":"Name","value":"coefficient"}},{"kind":"Field","name":{"kind":"Name","value":"sampleMean"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"isTransformation"}},{"kind":"Field","name":{"kind":"Name","value":"remarksText"}}]}}]} as unknown as DocumentNode<VttDetailFieldsFragment, unknown>;
export const ViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signedIn"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"resources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resource"}},{"kind":"Field","name":{"kind":"Name","value":"granted"}}]}}]}}]}}]} as unknown as DocumentNode<ViewerQuery, ViewerQueryVariables>;
export const LoginModeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LoginMode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"usernameOrEmail"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginMode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"usernameOrEmail"},"value":{"kind":"Variable","name":{"kind":"Name","value":"usernameOrEmail"}}}]}]}}]} as unknown as DocumentNode<LoginModeQuery, LoginModeQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"usernameOrEmail"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"usernameOrEmail"},"value":{"kind":"Variable","name":{"kind":"Name","value":"usernameOrEmail"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const RequestLoginCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestLoginCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestLoginCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountMessageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}}]}}]} as unknown as DocumentNode<RequestLoginCodeMutation, RequestLoginCodeMutationVariables>;
export const LoginWithCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LoginWithCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginWithCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<LoginWithCodeMutation, LoginWithCodeMutationVariables>;
export const ResendConfirmationLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendConfirmationLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"usernameOrEmail"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendConfirmationLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"usernameOrEmail"},"value":{"kind":"Variable","name":{"kind":"Name","value":"usernameOrEmail"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountMessageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}}]}}]} as unknown as DocumentNode<ResendConfirmationLinkMutation, ResendConfirmationLinkMutationVariables>;
export const SignUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignUpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountMessageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}}]}}]} as unknown as DocumentNode<SignUpMutation, SignUpMutationVariables>;
export const ConfirmEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountMessageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}}]}}]} as unknown as DocumentNode<ConfirmEmailMutation, ConfirmEmailMutationVariables>;
export const RequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountMessageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountMessageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const TouchSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TouchSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"touchSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signedIn"}}]}}]}}]} as unknown as DocumentNode<TouchSessionMutation, TouchSessionMutationVariables>;
export const MyProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserProfileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"organization"}},{"kind":"Field","name":{"kind":"Name","value":"sector"}},{"kind":"Field","name":{"kind":"Name","value":"sectorOther"}},{"kind":"Field","name":{"kind":"Name","value":"purposeOfAccess"}},{"kind":"Field","name":{"kind":"Name","value":"purposeOfAccessOther"}}]}}]} as unknown as DocumentNode<MyProfileQuery, MyProfileQueryVariables>;
export const UpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserProfileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"organization"}},{"kind":"Field","name":{"kind":"Name","value":"sector"}},{"kind":"Field","name":{"kind":"Name","value":"sectorOther"}},{"kind":"Field","name":{"kind":"Name","value":"purposeOfAccess"}},{"kind":"Field","name":{"kind":"Name","value":"purposeOfAccessOther"}}]}}]} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const ApiKeysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiKeyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"recipientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"issuedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]} as unknown as DocumentNode<ApiKeysQuery, ApiKeysQueryVariables>;
export const GenerateApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GenerateApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GenerateApiKeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"headerName"}},{"kind":"Field","name":{"kind":"Name","value":"apiKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiKeyFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"recipientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"issuedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]} as unknown as DocumentNode<GenerateApiKeyMutation, GenerateApiKeyMutationVariables>;
export const SendApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendApiKeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiKeyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"recipientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"issuedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]} as unknown as DocumentNode<SendApiKeyMutation, SendApiKeyMutationVariables>;
export const RevokeApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiKeyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"recipientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"issuedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]} as unknown as DocumentNode<RevokeApiKeyMutation, RevokeApiKeyMutationVariables>;
export const SearchReferenceListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchReferenceList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReferenceListName"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"referenceList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"list"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}}]}}]}}]} as unknown as DocumentNode<SearchReferenceListQuery, SearchReferenceListQueryVariables>;
export const PageViewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PageViews"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"days"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageViews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"Variable","name":{"kind":"Name","value":"days"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"views"}}]}}]}}]} as unknown as DocumentNode<PageViewsQuery, PageViewsQueryVariables>;
export const UserProfilesTableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserProfilesTable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortColumn"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UserProfileSortColumn"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isDescend"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userProfiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sortColumn"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortColumn"}}},{"kind":"Argument","name":{"kind":"Name","value":"isDescend"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isDescend"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"organization"}},{"kind":"Field","name":{"kind":"Name","value":"sector"}},{"kind":"Field","name":{"kind":"Name","value":"sectorOther"}},{"kind":"Field","name":{"kind":"Name","value":"purposeOfAccess"}},{"kind":"Field","name":{"kind":"Name","value":"purposeOfAccessOther"}},{"kind":"Field","name":{"kind":"Name","value":"registrationDate"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfSignIn"}},{"kind":"Field","name":{"kind":"Name","value":"lastSignInDate"}}]}}]}}]}}]} as unknown as DocumentNode<UserProfilesTableQuery, UserProfilesTableQueryVariables>;
export const FilterQueriesTableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FilterQueriesTable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filterQueryCount"}},{"kind":"Field","name":{"kind":"Name","value":"filterQueries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"filterInWords"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<FilterQueriesTableQuery, FilterQueriesTableQueryVariables>;
export const DeleteFilterQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteFilterQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteFilterQuery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteFilterQueryMutation, DeleteFilterQueryMutationVariables>;
export const EarlyBirdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EarlyBirds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"earlyBirds"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"0"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalRecords"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EarlyBirdUserFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EarlyBirdUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EarlyBirdUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"addedOn"}}]}}]} as unknown as DocumentNode<EarlyBirdsQuery, EarlyBirdsQueryVariables>;
export const NonEarlyBirdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NonEarlyBirds"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"freeText"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nonEarlyBirds"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"freeText"},"value":{"kind":"Variable","name":{"kind":"Name","value":"freeText"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalRecords"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EarlyBirdUserFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EarlyBirdUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EarlyBirdUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"addedOn"}}]}}]} as unknown as DocumentNode<NonEarlyBirdsQuery, NonEarlyBirdsQueryVariables>;
export const AddEarlyBirdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddEarlyBird"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addEarlyBird"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EarlyBirdUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EarlyBirdUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EarlyBirdUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"addedOn"}}]}}]} as unknown as DocumentNode<AddEarlyBirdMutation, AddEarlyBirdMutationVariables>;
export const RemoveEarlyBirdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveEarlyBird"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeEarlyBird"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EarlyBirdUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EarlyBirdUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EarlyBirdUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"addedOn"}}]}}]} as unknown as DocumentNode<RemoveEarlyBirdMutation, RemoveEarlyBirdMutationVariables>;
export const SendFeedbackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendFeedback"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FeedbackInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendFeedback"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<SendFeedbackMutation, SendFeedbackMutationVariables>;
export const TotalValuationCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TotalValuationCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalValuationCount"}}]}}]} as unknown as DocumentNode<TotalValuationCountQuery, TotalValuationCountQueryVariables>;
export const ManageStudiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ManageStudies"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"freeText"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"StudyStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortColumn"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ManagedStudySortColumn"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isDescend"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"managedStudies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"freeText"},"value":{"kind":"Variable","name":{"kind":"Name","value":"freeText"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortColumn"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortColumn"}}},{"kind":"Argument","name":{"kind":"Name","value":"isDescend"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isDescend"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studyId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"isComplete"}},{"kind":"Field","name":{"kind":"Name","value":"valuationCount"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"updatedOn"}}]}}]}}]}}]} as unknown as DocumentNode<ManageStudiesQuery, ManageStudiesQueryVariables>;
export const ManageStudiesDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ManageStudiesDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteStudy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ManageStudiesDeleteMutation, ManageStudiesDeleteMutationVariables>;
export const MapMarkersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MapMarkers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ValuationFilter"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mapMarkers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}]}]}}]} as unknown as DocumentNode<MapMarkersQuery, MapMarkersQueryVariables>;
export const MapMarkerDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MapMarkerDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"valueIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SafeInt"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mapMarkerDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"valueIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"valueIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"valueId"}},{"kind":"Field","name":{"kind":"Name","value":"studyId"}},{"kind":"Field","name":{"kind":"Name","value":"studyLocation"}},{"kind":"Field","name":{"kind":"Name","value":"siteAreaInHectares"}},{"kind":"Field","name":{"kind":"Name","value":"biomes"}},{"kind":"Field","name":{"kind":"Name","value":"ecozones"}},{"kind":"Field","name":{"kind":"Name","value":"ecosystems"}},{"kind":"Field","name":{"kind":"Name","value":"ecosystemServices"}},{"kind":"Field","name":{"kind":"Name","value":"intPerHectarePerYear"}}]}}]}}]} as unknown as DocumentNode<MapMarkerDetailsQuery, MapMarkerDetailsQueryVariables>;
export const RecordHistoryStudyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecordHistoryStudy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studyHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecordHistoryEntryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecordHistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecordHistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}},{"kind":"Field","name":{"kind":"Name","value":"changes"}}]}}]} as unknown as DocumentNode<RecordHistoryStudyQuery, RecordHistoryStudyQueryVariables>;
export const RecordHistoryValuationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecordHistoryValuation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"valuationHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecordHistoryEntryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecordHistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecordHistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}},{"kind":"Field","name":{"kind":"Name","value":"changes"}}]}}]} as unknown as DocumentNode<RecordHistoryValuationQuery, RecordHistoryValuationQueryVariables>;
export const RecordHistoryVslStudyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecordHistoryVslStudy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"valuationStudyHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecordHistoryEntryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecordHistoryEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecordHistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}},{"kind":"Field","name":{"kind":"Name","value":"changes"}}]}}]} as unknown as DocumentNode<RecordHistoryVslStudyQuery, RecordHistoryVslStudyQueryVariables>;
export const CurrentDatabaseVersionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentDatabaseVersion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentDatabaseVersion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"subversion"}},{"kind":"Field","name":{"kind":"Name","value":"referenceText"}}]}}]}}]} as unknown as DocumentNode<CurrentDatabaseVersionQuery, CurrentDatabaseVersionQueryVariables>;
export const DatabaseVersionChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"DatabaseVersionChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseVersionChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"subversion"}},{"kind":"Field","name":{"kind":"Name","value":"referenceText"}}]}}]}}]} as unknown as DocumentNode<DatabaseVersionChangedSubscription, DatabaseVersionChangedSubscriptionVariables>;
export const AdminReferenceListsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminReferenceLists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"referenceLists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"hierarchical"}}]}}]}}]} as unknown as DocumentNode<AdminReferenceListsQuery, AdminReferenceListsQueryVariables>;
export const AdminReferenceEntriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminReferenceEntries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReferenceListName"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"referenceList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminReferenceEntry"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminReferenceEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReferenceEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"list"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"statsReady"}},{"kind":"Field","name":{"kind":"Name","value":"alpha2"}},{"kind":"Field","name":{"kind":"Name","value":"continentId"}},{"kind":"Field","name":{"kind":"Name","value":"isoCode"}}]}}]} as unknown as DocumentNode<AdminReferenceEntriesQuery, AdminReferenceEntriesQueryVariables>;
export const CreateReferenceEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateReferenceEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReferenceListName"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReferenceEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createReferenceEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminReferenceEntry"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminReferenceEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReferenceEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"list"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"statsReady"}},{"kind":"Field","name":{"kind":"Name","value":"alpha2"}},{"kind":"Field","name":{"kind":"Name","value":"continentId"}},{"kind":"Field","name":{"kind":"Name","value":"isoCode"}}]}}]} as unknown as DocumentNode<CreateReferenceEntryMutation, CreateReferenceEntryMutationVariables>;
export const UpdateReferenceEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateReferenceEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReferenceListName"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReferenceEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateReferenceEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminReferenceEntry"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminReferenceEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReferenceEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"list"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"statsReady"}},{"kind":"Field","name":{"kind":"Name","value":"alpha2"}},{"kind":"Field","name":{"kind":"Name","value":"continentId"}},{"kind":"Field","name":{"kind":"Name","value":"isoCode"}}]}}]} as unknown as DocumentNode<UpdateReferenceEntryMutation, UpdateReferenceEntryMutationVariables>;
export const DeleteReferenceEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteReferenceEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"list"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReferenceListName"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteReferenceEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"Variable","name":{"kind":"Name","value":"list"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteReferenceEntryMutation, DeleteReferenceEntryMutationVariables>;
export const SearchValuationCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchValuationCount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ValuationFilter"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"valuationCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}]}]}}]} as unknown as DocumentNode<SearchValuationCountQuery, SearchValuationCountQueryVariables>;
export const SearchValuationFirstPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchValuationFirstPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ValuationFilter"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortColumn"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ValuationSortColumn"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isDescend"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"valuations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortColumn"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortColumn"}}},{"kind":"Argument","name":{"kind":"Name","value":"isDescend"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isDescend"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ValuationTableRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ValuationTableRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValuationRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"valueId"}},{"kind":"Field","name":{"kind":"Name","value":"studyId"}},{"kind":"Field","name":{"kind":"Name","value":"biomes"}},{"kind":"Field","name":{"kind":"Name","value":"biomeCodes"}},{"kind":"Field","name":{"kind":"Name","value":"ecozones"}},{"kind":"Field","name":{"kind":"Name","value":"ecozoneCodes"}},{"kind":"Field","name":{"kind":"Name","value":"ecosystems"}},{"kind":"Field","name":{"kind":"Name","value":"ecosystemCodes"}},{"kind":"Field","name":{"kind":"Name","value":"ecosystemServices"}},{"kind":"Field","name":{"kind":"Name","value":"teebCodes"}},{"kind":"Field","name":{"kind":"Name","value":"teebSubCodes"}},{"kind":"Field","name":{"kind":"Name","value":"ciceses"}},{"kind":"Field","name":{"kind":"Name","value":"cicesCodes"}},{"kind":"Field","name":{"kind":"Name","value":"seeas"}},{"kind":"Field","name":{"kind":"Name","value":"seeaCodes"}},{"kind":"Field","name":{"kind":"Name","value":"countries"}},{"kind":"Field","name":{"kind":"Name","value":"countryCodes"}},{"kind":"Field","name":{"kind":"Name","value":"continent"}},{"kind":"Field","name":{"kind":"Name","value":"studyLocation"}},{"kind":"Field","name":{"kind":"Name","value":"siteAreaInHectares"}},{"kind":"Field","name":{"kind":"Name","value":"intPerHectarePerYear"}},{"kind":"Field","name":{"kind":"Name","value":"valuationMethods"}},{"kind":"Field","name":{"kind":"Name","value":"valuationMethodCodes"}},{"kind":"Field","name":{"kind":"Name","value":"valueMeasure"}},{"kind":"Field","name":{"kind":"Name","value":"valuedChange"}},{"kind":"Field","name":{"kind":"Name","value":"valueYear"}},{"kind":"Field","name":{"kind":"Name","value":"authors"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"yearOfPublication"}},{"kind":"Field","name":{"kind":"Name","value":"reviewed"}}]}}]} as unknown as DocumentNode<SearchValuationFirstPageQuery, SearchValuationFirstPageQueryVariables>;
export const SearchValuationPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchValuationPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ValuationFilter"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortColumn"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ValuationSortColumn"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isDescend"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"valuations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortColumn"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortColumn"}}},{"kind":"Argument","name":{"kind":"Name","value":"isDescend"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isDescend"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ValuationTableRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ValuationTableRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValuationRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"valueId"}},{"kind":"Field","name":{"kind":"Name","value":"studyId"}},{"kind":"Field","name":{"kind":"Name","value":"biomes"}},{"kind":"Field","name":{"kind":"Name","value":"biomeCodes"}},{"kind":"Field","name":{"kind":"Name","value":"ecozones"}},{"kind":"Field","name":{"kind":"Name","value":"ecozoneCodes"}},{"kind":"Field","name":{"kind":"Name","value":"ecosystems"}},{"kind":"Field","name":{"kind":"Name","value":"ecosystemCodes"}},{"kind":"Field","name":{"kind":"Name","value":"ecosystemServices"}},{"kind":"Field","name":{"kind":"Name","value":"teebCodes"}},{"kind":"Field","name":{"kind":"Name","value":"teebSubCodes"}},{"kind":"Field","name":{"kind":"Name","value":"ciceses"}},{"kind":"Field","name":{"kind":"Name","value":"cicesCodes"}},{"kind":"Field","name":{"kind":"Name","value":"seeas"}},{"kind":"Field","name":{"kind":"Name","value":"seeaCodes"}},{"kind":"Field","name":{"kind":"Name","value":"countries"}},{"kind":"Field","name":{"kind":"Name","value":"countryCodes"}},{"kind":"Field","name":{"kind":"Name","value":"continent"}},{"kind":"Field","name":{"kind":"Name","value":"studyLocation"}},{"kind":"Field","name":{"kind":"Name","value":"siteAreaInHectares"}},{"kind":"Field","name":{"kind":"Name","value":"intPerHectarePerYear"}},{"kind":"Field","name":{"kind":"Name","value":"valuationMethods"}},{"kind":"Field","name":{"kind":"Name","value":"valuationMethodCodes"}},{"kind":"Field","name":{"kind":"Name","value":"valueMeasure"}},{"kind":"Field","name":{"kind":"Name","value":"valuedChange"}},{"kind":"Field","name":{"kind":"Name","value":"valueYear"}},{"kind":"Field","name":{"kind":"Name","value":"authors"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"yearOfPublication"}},{"kind":"Field","name":{"kind":"Name","value":"reviewed"}}]}}]} as unknown as DocumentNode<SearchValuationPageQuery, SearchValuationPageQueryVariables>;
export const SearchSummaryStatisticsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchSummaryStatistics"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ValuationFilter"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"summaryStatistics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"valuationCount"}},{"kind":"Field","name":{"kind":"Name","value":"biomes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SummaryGroupFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ecozones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SummaryGroupFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"biomesWithoutData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ecozonesWithoutData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SummaryGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SummaryGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"mean"}},{"kind":"Field","name":{"kind":"Name","value":"median"}},{"kind":"Field","name":{"kind":"Name","value":"standardDeviation"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}}]} as unknown as DocumentNode<SearchSummaryStatisticsQuery, SearchSummaryStatisticsQueryVariables>;
export const SaveFilterQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveFilterQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ValuationFilter"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resultsCount"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveFilterQuery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"resultsCount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resultsCount"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SaveFilterQueryMutation, SaveFilterQueryMutationVariables>;
export const SettingsDatabaseVersionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsDatabaseVersions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseVersions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"fromCitation"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}}]}}]}}]} as unknown as DocumentNode<SettingsDatabaseVersionsQuery, SettingsDatabaseVersionsQueryVariables>;
export const SettingsSaveDatabaseVersionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsSaveDatabaseVersion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DatabaseVersionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDatabaseVersion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<SettingsSaveDatabaseVersionMutation, SettingsSaveDatabaseVersionMutationVariables>;
export const SettingsDeleteDatabaseVersionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsDeleteDatabaseVersion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDatabaseVersion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<SettingsDeleteDatabaseVersionMutation, SettingsDeleteDatabaseVersionMutationVariables>;
export const SettingsValuationByValueIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsValuationByValueId"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"valueId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SafeInt"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"valuationByValueId"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"valueId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"valueId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"valueId"}},{"kind":"Field","name":{"kind":"Name","value":"studyLocation"}},{"kind":"Field","name":{"kind":"Name","value":"intPerHectarePerYear"}}]}}]}}]} as unknown as DocumentNode<SettingsValuationByValueIdQuery, SettingsValuationByValueIdQueryVariables>;
export const SettingsDeleteValuationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsDeleteValuation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteValuation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<SettingsDeleteValuationMutation, SettingsDeleteValuationMutationVariables>;
export const StandardisationChecksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StandardisationChecks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"country"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"standardisationChecks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"country"},"value":{"kind":"Variable","name":{"kind":"Name","value":"country"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"vintage"}},{"kind":"Field","name":{"kind":"Name","value":"series"}},{"kind":"Field","name":{"kind":"Name","value":"attribution"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"valueId"}},{"kind":"Field","name":{"kind":"Name","value":"studyId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"countries"}},{"kind":"Field","name":{"kind":"Name","value":"intPerHectarePerYear"}},{"kind":"Field","name":{"kind":"Name","value":"computed"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<StandardisationChecksQuery, StandardisationChecksQueryVariables>;
export const StandardisationCheckCountriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StandardisationCheckCountries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"referenceList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"EnumValue","value":"COUNTRIES"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"list"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<StandardisationCheckCountriesQuery, StandardisationCheckCountriesQueryVariables>;
export const StandardiseValuePreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StandardiseValuePreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StandardiseValueInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"standardiseValue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"computable"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"economy"}},{"kind":"Field","name":{"kind":"Name","value":"priceYear"}},{"kind":"Field","name":{"kind":"Name","value":"vintage"}},{"kind":"Field","name":{"kind":"Name","value":"series"}},{"kind":"Field","name":{"kind":"Name","value":"attribution"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"factor"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warnings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<StandardiseValuePreviewQuery, StandardiseValuePreviewQueryVariables>;
export const StatsReadyEntriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StatsReadyEntries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"referenceList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"list"},"value":{"kind":"EnumValue","value":"BIOME_V2_ECOSYSTEM_V2_ECOZONES"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"list"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"statsReady"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ecozoneRecordCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ecozoneId"}},{"kind":"Field","name":{"kind":"Name","value":"records"}},{"kind":"Field","name":{"kind":"Name","value":"studies"}}]}}]}}]} as unknown as DocumentNode<StatsReadyEntriesQuery, StatsReadyEntriesQueryVariables>;
export const SetStatsReadyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetStatsReady"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"statsReady"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setStatsReady"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"statsReady"},"value":{"kind":"Variable","name":{"kind":"Name","value":"statsReady"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"list"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"statsReady"}}]}}]}}]} as unknown as DocumentNode<SetStatsReadyMutation, SetStatsReadyMutationVariables>;
export const StudyEntryStudyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudyEntryStudy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"study"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudyEntryStudy"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudyEntryStudy"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Study"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studyId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"authors"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"yearOfPublication"}},{"kind":"Field","name":{"kind":"Name","value":"isComplete"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"publishedOn"}},{"kind":"Field","name":{"kind":"Name","value":"valuationCount"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"mayEdit"}}]}}]} as unknown as DocumentNode<StudyEntryStudyQuery, StudyEntryStudyQueryVariables>;
export const StudyEntryUserStudiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudyEntryUserStudies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userStudies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudyEntryListItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudyEntryListItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudySummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studyId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}}]}}]} as unknown as DocumentNode<StudyEntryUserStudiesQuery, StudyEntryUserStudiesQueryVariables>;
export const StudyEntrySearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudyEntrySearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"freeText"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"freeText"},"value":{"kind":"Variable","name":{"kind":"Name","value":"freeText"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudyEntryListItem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudyEntryListItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudySummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studyId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}}]}}]} as unknown as DocumentNode<StudyEntrySearchQuery, StudyEntrySearchQueryVariables>;
export const StudyEntryCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StudyEntryCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StudyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createStudy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudyEntryStudy"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudyEntryStudy"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Study"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studyId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"authors"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"yearOfPublication"}},{"kind":"Field","name":{"kind":"Name","value":"isComplete"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"publishedOn"}},{"kind":"Field","name":{"kind":"Name","value":"valuationCount"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"mayEdit"}}]}}]} as unknown as DocumentNode<StudyEntryCreateMutation, StudyEntryCreateMutationVariables>;
export const StudyEntryUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StudyEntryUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StudyUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStudy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudyEntryStudy"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudyEntryStudy"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Study"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studyId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"authors"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"yearOfPublication"}},{"kind":"Field","name":{"kind":"Name","value":"isComplete"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"publishedOn"}},{"kind":"Field","name":{"kind":"Name","value":"valuationCount"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"mayEdit"}}]}}]} as unknown as DocumentNode<StudyEntryUpdateMutation, StudyEntryUpdateMutationVariables>;
export const StudyEntryValuationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudyEntryValuations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studyRecordId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studyValuationEntries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studyRecordId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studyRecordId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"valueId"}},{"kind":"Field","name":{"kind":"Name","value":"studyLocation"}},{"kind":"Field","name":{"kind":"Name","value":"valueYear"}},{"kind":"Field","name":{"kind":"Name","value":"countries"}},{"kind":"Field","name":{"kind":"Name","value":"ecosystemServices"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}}]}}]} as unknown as DocumentNode<StudyEntryValuationsQuery, StudyEntryValuationsQueryVariables>;
export const StudyEntryCopyValuationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StudyEntryCopyValuation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"copyValuation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ValuationFormEntry"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ValuationFormEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValuationEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"valueId"}},{"kind":"Field","name":{"kind":"Name","value":"studyRecordId"}},{"kind":"Field","name":{"kind":"Name","value":"studyId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"codedDate"}},{"kind":"Field","name":{"kind":"Name","value":"biomeV2EcosystemV2Ecozones"}},{"kind":"Field","name":{"kind":"Name","value":"ecosystemDescription"}},{"kind":"Field","name":{"kind":"Name","value":"ecosystemServiceDescription"}},{"kind":"Field","name":{"kind":"Name","value":"ecosystemServices"}},{"kind":"Field","name":{"kind":"Name","value":"ciceses"}},{"kind":"Field","name":{"kind":"Name","value":"seeas"}},{"kind":"Field","name":{"kind":"Name","value":"countries"}},{"kind":"Field","name":{"kind":"Name","value":"continentId"}},{"kind":"Field","name":{"kind":"Name","value":"scaleOfStudySiteId"}},{"kind":"Field","name":{"kind":"Name","value":"studyLocation"}},{"kind":"Field","name":{"kind":"Name","value":"protectionStatusId"}},{"kind":"Field","name":{"kind":"Name","value":"siteArea"}},{"kind":"Field","name":{"kind":"Name","value":"siteAreaUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"siteAreaInHectares"}},{"kind":"Field","name":{"kind":"Name","value":"siteLength"}},{"kind":"Field","name":{"kind":"Name","value":"siteLengthUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"siteLengthKm"}},{"kind":"Field","name":{"kind":"Name","value":"siteCondition"}},{"kind":"Field","name":{"kind":"Name","value":"ecosystemConditionId"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"valuationMethods"}},{"kind":"Field","name":{"kind":"Name","value":"valuedChange"}},{"kind":"Field","name":{"kind":"Name","value":"valueMeasure"}},{"kind":"Field","name":{"kind":"Name","value":"originalValue"}},{"kind":"Field","name":{"kind":"Name","value":"currencyId"}},{"kind":"Field","name":{"kind":"Name","value":"valueYear"}},{"kind":"Field","name":{"kind":"Name","value":"spatialUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"temporalUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"presentValueYear"}},{"kind":"Field","name":{"kind":"Name","value":"presentValueDiscountRate"}},{"kind":"Field","name":{"kind":"Name","value":"beneficiaryUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfBeneficiaries"}},{"kind":"Field","name":{"kind":"Name","value":"typeOfBeneficiary"}},{"kind":"Field","name":{"kind":"Name","value":"intPerHectarePerYear"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryDataSources"}},{"kind":"Field","name":{"kind":"Name","value":"inclExcl"}},{"kind":"Field","name":{"kind":"Name","value":"inclExclComments"}},{"kind":"Field","name":{"kind":"Name","value":"reviewed"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedDate"}}]}}]} as unknown as DocumentNode<StudyEntryCopyValuationMutation, StudyEntryCopyValuationMutationVariables>;
export const StudyEntryDeleteValuationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StudyEntryDeleteValuation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteValuation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<StudyEntryDeleteValuationMutation, StudyEntryDeleteValuationMutationVariables>;
export const StudyValuationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudyValuations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studyValuations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studyId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"authors"}},{"kind":"Field","name":{"kind":"Name","value":"yearOfPublication"}},{"kind":"Field","name":{"kind":"Name","value":"valuations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"valueId"}},{"kind":"Field","name":{"kind":"Name","value":"studyLocation"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"intPerHectarePerYear"}}]}},{"kind":"Field","name":{"kind":"Name","value":"markers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"valueIds"}},{"kind":"Field","name":{"kind":"Name","value":"studyLocations"}}]}}]}}]}}]} as unknown as DocumentNode<StudyValuationsQuery, StudyValuationsQueryVariables>;
export const DatabaseValuationTotalsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DatabaseValuationTotals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalValuationCount"}}]}}]} as unknown as DocumentNode<DatabaseValuationTotalsQuery, DatabaseValuationTotalsQueryVariables>;
export const SuggestStudyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SuggestStudy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SuggestStudyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suggestStudy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SuggestStudyMutation, SuggestStudyMutationVariables>;
export const SuggestedStudiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SuggestedStudies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suggestedStudies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"studyType"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"suggestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]}}]}}]} as unknown as DocumentNode<SuggestedStudiesQuery, SuggestedStudiesQueryVariables>;
export const UploadStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UploadStats"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UploadKind"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentUpload"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UploadJobFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastUpload"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UploadJobFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UploadJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusText"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}},{"kind":"Field","name":{"kind":"Name","value":"columnChanges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"changed"}},{"kind":"Field","name":{"kind":"Name","value":"emptied"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"insertedCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedCount"}},{"kind":"Field","name":{"kind":"Name","value":"unchangedCount"}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}}]}}]} as unknown as DocumentNode<UploadStatsQuery, UploadStatsQueryVariables>;
export const UploadProgressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"UploadProgress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UploadKind"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadProgress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UploadJobFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UploadJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusText"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}},{"kind":"Field","name":{"kind":"Name","value":"columnChanges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"changed"}},{"kind":"Field","name":{"kind":"Name","value":"emptied"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"insertedCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedCount"}},{"kind":"Field","name":{"kind":"Name","value":"unchangedCount"}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}}]}}]} as unknown as DocumentNode<UploadProgressSubscription, UploadProgressSubscriptionVariables>;
export const CancelUploadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelUpload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelUpload"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UploadJobFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UploadJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UploadJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusText"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}},{"kind":"Field","name":{"kind":"Name","value":"columnChanges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"changed"}},{"kind":"Field","name":{"kind":"Name","value":"emptied"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"insertedCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedCount"}},{"kind":"Field","name":{"kind":"Name","value":"unchangedCount"}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}}]}}]} as unknown as DocumentNode<CancelUploadMutation, CancelUploadMutationVariables>;
export const DemoDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DemoData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"demoData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studies"}},{"kind":"Field","name":{"kind":"Name","value":"valuations"}}]}}]}}]} as unknown as DocumentNode<DemoDataQuery, DemoDataQueryVariables>;
export const RemoveDemoDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveDemoData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeDemoData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studies"}},{"kind":"Field","name":{"kind":"Name","value":"valuations"}}]}}]}}]} as unknown as DocumentNode<RemoveDemoDataMutation, RemoveDemoDataMutationVariables>;
export const ValuationFormEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ValuationFormEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"valuation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ValuationFormEntry"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ValuationFormEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValuationEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"valueId"}},{"kind":"Field","name":{"kind":"Name","value":"studyRecordId"}},{"kind":"Field","name":{"kind":"Name","value":"studyId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"codedDate"}},{"kind":"Field","name":{"kind":"Name","value":"biomeV2EcosystemV2Ecozones"}},{"kind":"Field","name":{"kind":"Name","value":"ecosystemDescription"}},{"kind":"Field","name":{"kind":"Name","value":"ecosystemServiceDescription"}},{"kind":"Field","name":{"kind":"Name","value":"ecosystemServices"}},{"kind":"Field","name":{"kind":"Name","value":"ciceses"}},{"kind":"Field","name":{"kind":"Name","value":"seeas"}},{"kind":"Field","name":{"kind":"Name","value":"countries"}},{"kind":"Field","name":{"kind":"Name","value":"continentId"}},{"kind":"Field","name":{"kind":"Name","value":"scaleOfStudySiteId"}},{"kind":"Field","name":{"kind":"Name","value":"studyLocation"}},{"kind":"Field","name":{"kind":"Name","value":"protectionStatusId"}},{"kind":"Field","name":{"kind":"Name","value":"siteArea"}},{"kind":"Field","name":{"kind":"Name","value":"siteAreaUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"siteAreaInHectares"}},{"kind":"Field","name":{"kind":"Name","value":"siteLength"}},{"kind":"Field","name":{"kind":"Name","value":"siteLengthUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"siteLengthKm"}},{"kind":"Field","name":{"kind":"Name","value":"siteCondition"}},{"kind":"Field","name":{"kind":"Name","value":"ecosystemConditionId"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"valuationMethods"}},{"kind":"Field","name":{"kind":"Name","value":"valuedChange"}},{"kind":"Field","name":{"kind":"Name","value":"valueMeasure"}},{"kind":"Field","name":{"kind":"Name","value":"originalValue"}},{"kind":"Field","name":{"kind":"Name","value":"currencyId"}},{"kind":"Field","name":{"kind":"Name","value":"valueYear"}},{"kind":"Field","name":{"kind":"Name","value":"spatialUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"temporalUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"presentValueYear"}},{"kind":"Field","name":{"kind":"Name","value":"presentValueDiscountRate"}},{"kind":"Field","name":{"kind":"Name","value":"beneficiaryUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfBeneficiaries"}},{"kind":"Field","name":{"kind":"Name","value":"typeOfBeneficiary"}},{"kind":"Field","name":{"kind":"Name","value":"intPerHectarePerYear"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryDataSources"}},{"kind":"Field","name":{"kind":"Name","value":"inclExcl"}},{"kind":"Field","name":{"kind":"Name","value":"inclExclComments"}},{"kind":"Field","name":{"kind":"Name","value":"reviewed"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedDate"}}]}}]} as unknown as DocumentNode<ValuationFormEntryQuery, ValuationFormEntryQueryVariables>;
export const ValuationFormCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ValuationFormCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studyRecordId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ValuationEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createValuation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studyRecordId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studyRecordId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ValuationFormEntry"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ValuationFormEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValuationEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"valueId"}},{"kind":"Field","name":{"kind":"Name","value":"studyRecordId"}},{"kind":"Field","name":{"kind":"Name","value":"studyId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"codedDate"}},{"kind":"Field","name":{"kind":"Name","value":"biomeV2EcosystemV2Ecozones"}},{"kind":"Field","name":{"kind":"Name","value":"ecosystemDescription"}},{"kind":"Field","name":{"kind":"Name","value":"ecosystemServiceDescription"}},{"kind":"Field","name":{"kind":"Name","value":"ecosystemServices"}},{"kind":"Field","name":{"kind":"Name","value":"ciceses"}},{"kind":"Field","name":{"kind":"Name","value":"seeas"}},{"kind":"Field","name":{"kind":"Name","value":"countries"}},{"kind":"Field","name":{"kind":"Name","value":"continentId"}},{"kind":"Field","name":{"kind":"Name","value":"scaleOfStudySiteId"}},{"kind":"Field","name":{"kind":"Name","value":"studyLocation"}},{"kind":"Field","name":{"kind":"Name","value":"protectionStatusId"}},{"kind":"Field","name":{"kind":"Name","value":"siteArea"}},{"kind":"Field","name":{"kind":"Name","value":"siteAreaUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"siteAreaInHectares"}},{"kind":"Field","name":{"kind":"Name","value":"siteLength"}},{"kind":"Field","name":{"kind":"Name","value":"siteLengthUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"siteLengthKm"}},{"kind":"Field","name":{"kind":"Name","value":"siteCondition"}},{"kind":"Field","name":{"kind":"Name","value":"ecosystemConditionId"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"valuationMethods"}},{"kind":"Field","name":{"kind":"Name","value":"valuedChange"}},{"kind":"Field","name":{"kind":"Name","value":"valueMeasure"}},{"kind":"Field","name":{"kind":"Name","value":"originalValue"}},{"kind":"Field","name":{"kind":"Name","value":"currencyId"}},{"kind":"Field","name":{"kind":"Name","value":"valueYear"}},{"kind":"Field","name":{"kind":"Name","value":"spatialUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"temporalUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"presentValueYear"}},{"kind":"Field","name":{"kind":"Name","value":"presentValueDiscountRate"}},{"kind":"Field","name":{"kind":"Name","value":"beneficiaryUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfBeneficiaries"}},{"kind":"Field","name":{"kind":"Name","value":"typeOfBeneficiary"}},{"kind":"Field","name":{"kind":"Name","value":"intPerHectarePerYear"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryDataSources"}},{"kind":"Field","name":{"kind":"Name","value":"inclExcl"}},{"kind":"Field","name":{"kind":"Name","value":"inclExclComments"}},{"kind":"Field","name":{"kind":"Name","value":"reviewed"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedDate"}}]}}]} as unknown as DocumentNode<ValuationFormCreateMutation, ValuationFormCreateMutationVariables>;
export const ValuationFormUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ValuationFormUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ValuationEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateValuation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ValuationFormEntry"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ValuationFormEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValuationEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"valueId"}},{"kind":"Field","name":{"kind":"Name","value":"studyRecordId"}},{"kind":"Field","name":{"kind":"Name","value":"studyId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"codedDate"}},{"kind":"Field","name":{"kind":"Name","value":"biomeV2EcosystemV2Ecozones"}},{"kind":"Field","name":{"kind":"Name","value":"ecosystemDescription"}},{"kind":"Field","name":{"kind":"Name","value":"ecosystemServiceDescription"}},{"kind":"Field","name":{"kind":"Name","value":"ecosystemServices"}},{"kind":"Field","name":{"kind":"Name","value":"ciceses"}},{"kind":"Field","name":{"kind":"Name","value":"seeas"}},{"kind":"Field","name":{"kind":"Name","value":"countries"}},{"kind":"Field","name":{"kind":"Name","value":"continentId"}},{"kind":"Field","name":{"kind":"Name","value":"scaleOfStudySiteId"}},{"kind":"Field","name":{"kind":"Name","value":"studyLocation"}},{"kind":"Field","name":{"kind":"Name","value":"protectionStatusId"}},{"kind":"Field","name":{"kind":"Name","value":"siteArea"}},{"kind":"Field","name":{"kind":"Name","value":"siteAreaUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"siteAreaInHectares"}},{"kind":"Field","name":{"kind":"Name","value":"siteLength"}},{"kind":"Field","name":{"kind":"Name","value":"siteLengthUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"siteLengthKm"}},{"kind":"Field","name":{"kind":"Name","value":"siteCondition"}},{"kind":"Field","name":{"kind":"Name","value":"ecosystemConditionId"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"valuationMethods"}},{"kind":"Field","name":{"kind":"Name","value":"valuedChange"}},{"kind":"Field","name":{"kind":"Name","value":"valueMeasure"}},{"kind":"Field","name":{"kind":"Name","value":"originalValue"}},{"kind":"Field","name":{"kind":"Name","value":"currencyId"}},{"kind":"Field","name":{"kind":"Name","value":"valueYear"}},{"kind":"Field","name":{"kind":"Name","value":"spatialUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"temporalUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"presentValueYear"}},{"kind":"Field","name":{"kind":"Name","value":"presentValueDiscountRate"}},{"kind":"Field","name":{"kind":"Name","value":"beneficiaryUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfBeneficiaries"}},{"kind":"Field","name":{"kind":"Name","value":"typeOfBeneficiary"}},{"kind":"Field","name":{"kind":"Name","value":"intPerHectarePerYear"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryDataSources"}},{"kind":"Field","name":{"kind":"Name","value":"inclExcl"}},{"kind":"Field","name":{"kind":"Name","value":"inclExclComments"}},{"kind":"Field","name":{"kind":"Name","value":"reviewed"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedDate"}}]}}]} as unknown as DocumentNode<ValuationFormUpdateMutation, ValuationFormUpdateMutationVariables>;
export const VslGridRowsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VslGridRows"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VslFilter"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"valuationStudies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortColumn"},"value":{"kind":"EnumValue","value":"studyId"}},{"kind":"Argument","name":{"kind":"Name","value":"isDescend"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VslGridRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"valuationStudyCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}]}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VslGridRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VslStudy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"authors"}},{"kind":"Field","name":{"kind":"Name","value":"yearOfPublication"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"includedInEsvd"}},{"kind":"Field","name":{"kind":"Name","value":"studyId"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsBiomeCodes"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsBiomes"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsEcosystemCodes"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsEcosystems"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsBiomeV2Codes"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsBiomeV2s"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsEcozoneCodes"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsEcozones"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsEcosystemServiceCodes"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsEcosystemServices"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsCountryCodes"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsCountries"}},{"kind":"Field","name":{"kind":"Name","value":"protectionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"includedRepository"}},{"kind":"Field","name":{"kind":"Name","value":"repositoryFolder"}},{"kind":"Field","name":{"kind":"Name","value":"checkedBy"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}}]} as unknown as DocumentNode<VslGridRowsQuery, VslGridRowsQueryVariables>;
export const VslGridStudyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VslGridStudy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"valuationStudy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VslGridRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VslGridRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VslStudy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"authors"}},{"kind":"Field","name":{"kind":"Name","value":"yearOfPublication"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"includedInEsvd"}},{"kind":"Field","name":{"kind":"Name","value":"studyId"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsBiomeCodes"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsBiomes"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsEcosystemCodes"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsEcosystems"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsBiomeV2Codes"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsBiomeV2s"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsEcozoneCodes"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsEcozones"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsEcosystemServiceCodes"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsEcosystemServices"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsCountryCodes"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsCountries"}},{"kind":"Field","name":{"kind":"Name","value":"protectionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"includedRepository"}},{"kind":"Field","name":{"kind":"Name","value":"repositoryFolder"}},{"kind":"Field","name":{"kind":"Name","value":"checkedBy"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}}]} as unknown as DocumentNode<VslGridStudyQuery, VslGridStudyQueryVariables>;
export const CreateVslStudyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateVslStudy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"values"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VslStudyChanges"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"connectionId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createValuationStudy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"values"},"value":{"kind":"Variable","name":{"kind":"Name","value":"values"}}},{"kind":"Argument","name":{"kind":"Name","value":"connectionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"connectionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VslGridRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VslGridRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VslStudy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"authors"}},{"kind":"Field","name":{"kind":"Name","value":"yearOfPublication"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"includedInEsvd"}},{"kind":"Field","name":{"kind":"Name","value":"studyId"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsBiomeCodes"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsBiomes"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsEcosystemCodes"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsEcosystems"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsBiomeV2Codes"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsBiomeV2s"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsEcozoneCodes"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsEcozones"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsEcosystemServiceCodes"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsEcosystemServices"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsCountryCodes"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsCountries"}},{"kind":"Field","name":{"kind":"Name","value":"protectionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"includedRepository"}},{"kind":"Field","name":{"kind":"Name","value":"repositoryFolder"}},{"kind":"Field","name":{"kind":"Name","value":"checkedBy"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}}]} as unknown as DocumentNode<CreateVslStudyMutation, CreateVslStudyMutationVariables>;
export const UpdateVslStudyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateVslStudy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"changes"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VslStudyChanges"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"connectionId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateValuationStudy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"changes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"changes"}}},{"kind":"Argument","name":{"kind":"Name","value":"connectionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"connectionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VslGridRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VslGridRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VslStudy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"authors"}},{"kind":"Field","name":{"kind":"Name","value":"yearOfPublication"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"includedInEsvd"}},{"kind":"Field","name":{"kind":"Name","value":"studyId"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsBiomeCodes"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsBiomes"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsEcosystemCodes"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsEcosystems"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsBiomeV2Codes"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsBiomeV2s"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsEcozoneCodes"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsEcozones"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsEcosystemServiceCodes"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsEcosystemServices"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsCountryCodes"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsCountries"}},{"kind":"Field","name":{"kind":"Name","value":"protectionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"includedRepository"}},{"kind":"Field","name":{"kind":"Name","value":"repositoryFolder"}},{"kind":"Field","name":{"kind":"Name","value":"checkedBy"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}}]} as unknown as DocumentNode<UpdateVslStudyMutation, UpdateVslStudyMutationVariables>;
export const DeleteVslStudyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteVslStudy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"connectionId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteValuationStudy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"connectionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"connectionId"}}}]}]}}]} as unknown as DocumentNode<DeleteVslStudyMutation, DeleteVslStudyMutationVariables>;
export const LockVslCellDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LockVslCell"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"field"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VslEditableField"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"connectionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lockVslCell"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"field"},"value":{"kind":"Variable","name":{"kind":"Name","value":"field"}}},{"kind":"Argument","name":{"kind":"Name","value":"connectionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"connectionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VslCellLockFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VslCellLockFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VslCellLock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"holderName"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}}]}}]} as unknown as DocumentNode<LockVslCellMutation, LockVslCellMutationVariables>;
export const UnlockVslCellDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnlockVslCell"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"field"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VslEditableField"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"connectionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unlockVslCell"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"field"},"value":{"kind":"Variable","name":{"kind":"Name","value":"field"}}},{"kind":"Argument","name":{"kind":"Name","value":"connectionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"connectionId"}}}]}]}}]} as unknown as DocumentNode<UnlockVslCellMutation, UnlockVslCellMutationVariables>;
export const VslGridEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"VslGridEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"connectionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vslGridEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"connectionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"connectionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fields"}},{"kind":"Field","name":{"kind":"Name","value":"by"}},{"kind":"Field","name":{"kind":"Name","value":"study"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VslGridRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VslCellLockFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cellLocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VslCellLockFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"onlineAdmins"}},{"kind":"Field","name":{"kind":"Name","value":"gridLockedBy"}},{"kind":"Field","name":{"kind":"Name","value":"uploadPercent"}},{"kind":"Field","name":{"kind":"Name","value":"uploadStatusText"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VslGridRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VslStudy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"authors"}},{"kind":"Field","name":{"kind":"Name","value":"yearOfPublication"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"includedInEsvd"}},{"kind":"Field","name":{"kind":"Name","value":"studyId"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsBiomeCodes"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsBiomes"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsEcosystemCodes"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsEcosystems"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsBiomeV2Codes"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsBiomeV2s"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsEcozoneCodes"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsEcozones"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsEcosystemServiceCodes"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsEcosystemServices"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsCountryCodes"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsCountries"}},{"kind":"Field","name":{"kind":"Name","value":"protectionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"includedRepository"}},{"kind":"Field","name":{"kind":"Name","value":"repositoryFolder"}},{"kind":"Field","name":{"kind":"Name","value":"checkedBy"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VslCellLockFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VslCellLock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"holderName"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}}]}}]} as unknown as DocumentNode<VslGridEventsSubscription, VslGridEventsSubscriptionVariables>;
export const VslGridStateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VslGridState"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"connectionId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vslGridState"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"connectionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"connectionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"onlineAdmins"}},{"kind":"Field","name":{"kind":"Name","value":"cellLocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VslCellLockFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VslCellLockFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VslCellLock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"holderName"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}}]}}]} as unknown as DocumentNode<VslGridStateQuery, VslGridStateQueryVariables>;
export const VslStudyPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VslStudyPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VslFilter"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortColumn"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"VslSortColumn"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isDescend"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"valuationStudies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortColumn"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortColumn"}}},{"kind":"Argument","name":{"kind":"Name","value":"isDescend"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isDescend"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VslListRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VslListRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VslStudy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studyId"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"includedInEsvd"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsBiomes"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsEcosystems"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsBiomeV2s"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsEcozones"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsEcosystemServices"}},{"kind":"Field","name":{"kind":"Name","value":"flatVsCountries"}},{"kind":"Field","name":{"kind":"Name","value":"protectionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"checkedBy"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}}]} as unknown as DocumentNode<VslStudyPageQuery, VslStudyPageQueryVariables>;
export const VslStudyCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VslStudyCount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VslFilter"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"valuationStudyCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}]}]}}]} as unknown as DocumentNode<VslStudyCountQuery, VslStudyCountQueryVariables>;
export const VttBiomesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VttBiomes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vttBiomes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VttBiomeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VttBiomeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VttBiome"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"constantValue"}},{"kind":"Field","name":{"kind":"Name","value":"lowerBoundFactor"}},{"kind":"Field","name":{"kind":"Name","value":"upperBoundFactor"}},{"kind":"Field","name":{"kind":"Name","value":"showForUserCalculations"}}]}}]} as unknown as DocumentNode<VttBiomesQuery, VttBiomesQueryVariables>;
export const VttBiomeWithDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VttBiomeWithDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vttBiome"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VttBiomeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vttVariableDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vttBiomeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VttDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VttBiomeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VttBiome"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"constantValue"}},{"kind":"Field","name":{"kind":"Name","value":"lowerBoundFactor"}},{"kind":"Field","name":{"kind":"Name","value":"upperBoundFactor"}},{"kind":"Field","name":{"kind":"Name","value":"showForUserCalculations"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VttDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VttVariableDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"vttBiomeId"}},{"kind":"Field","name":{"kind":"Name","value":"vttSubBiomeId"}},{"kind":"Field","name":{"kind":"Name","value":"vttSubBiome"}},{"kind":"Field","name":{"kind":"Name","value":"vttVariableId"}},{"kind":"Field","name":{"kind":"Name","value":"vttVariable"}},{"kind":"Field","name":{"kind":"Name","value":"vttVariableDescription"}},{"kind":"Field","name":{"kind":"Name","value":"coefficient"}},{"kind":"Field","name":{"kind":"Name","value":"sampleMean"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"isTransformation"}},{"kind":"Field","name":{"kind":"Name","value":"remarksText"}}]}}]} as unknown as DocumentNode<VttBiomeWithDetailsQuery, VttBiomeWithDetailsQueryVariables>;
export const VttDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VttDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vttVariableDetail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VttDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VttDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VttVariableDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"vttBiomeId"}},{"kind":"Field","name":{"kind":"Name","value":"vttSubBiomeId"}},{"kind":"Field","name":{"kind":"Name","value":"vttSubBiome"}},{"kind":"Field","name":{"kind":"Name","value":"vttVariableId"}},{"kind":"Field","name":{"kind":"Name","value":"vttVariable"}},{"kind":"Field","name":{"kind":"Name","value":"vttVariableDescription"}},{"kind":"Field","name":{"kind":"Name","value":"coefficient"}},{"kind":"Field","name":{"kind":"Name","value":"sampleMean"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"isTransformation"}},{"kind":"Field","name":{"kind":"Name","value":"remarksText"}}]}}]} as unknown as DocumentNode<VttDetailQuery, VttDetailQueryVariables>;
export const CreateVttBiomeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateVttBiome"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VttBiomeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createVttBiome"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VttBiomeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VttBiomeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VttBiome"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"constantValue"}},{"kind":"Field","name":{"kind":"Name","value":"lowerBoundFactor"}},{"kind":"Field","name":{"kind":"Name","value":"upperBoundFactor"}},{"kind":"Field","name":{"kind":"Name","value":"showForUserCalculations"}}]}}]} as unknown as DocumentNode<CreateVttBiomeMutation, CreateVttBiomeMutationVariables>;
export const UpdateVttBiomeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateVttBiome"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VttBiomeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateVttBiome"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VttBiomeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VttBiomeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VttBiome"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"constantValue"}},{"kind":"Field","name":{"kind":"Name","value":"lowerBoundFactor"}},{"kind":"Field","name":{"kind":"Name","value":"upperBoundFactor"}},{"kind":"Field","name":{"kind":"Name","value":"showForUserCalculations"}}]}}]} as unknown as DocumentNode<UpdateVttBiomeMutation, UpdateVttBiomeMutationVariables>;
export const SetVttBiomeVisibilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetVttBiomeVisibility"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"showForUserCalculations"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setVttBiomeVisibility"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"showForUserCalculations"},"value":{"kind":"Variable","name":{"kind":"Name","value":"showForUserCalculations"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VttBiomeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VttBiomeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VttBiome"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"constantValue"}},{"kind":"Field","name":{"kind":"Name","value":"lowerBoundFactor"}},{"kind":"Field","name":{"kind":"Name","value":"upperBoundFactor"}},{"kind":"Field","name":{"kind":"Name","value":"showForUserCalculations"}}]}}]} as unknown as DocumentNode<SetVttBiomeVisibilityMutation, SetVttBiomeVisibilityMutationVariables>;
export const DeleteVttBiomeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteVttBiome"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteVttBiome"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteVttBiomeMutation, DeleteVttBiomeMutationVariables>;
export const VttSubBiomesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VttSubBiomes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vttSubBiomes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<VttSubBiomesQuery, VttSubBiomesQueryVariables>;
export const CreateVttSubBiomeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateVttSubBiome"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VttNamedInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createVttSubBiome"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CreateVttSubBiomeMutation, CreateVttSubBiomeMutationVariables>;
export const UpdateVttSubBiomeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateVttSubBiome"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VttNamedInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateVttSubBiome"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UpdateVttSubBiomeMutation, UpdateVttSubBiomeMutationVariables>;
export const DeleteVttSubBiomeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteVttSubBiome"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteVttSubBiome"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteVttSubBiomeMutation, DeleteVttSubBiomeMutationVariables>;
export const VttVariablesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VttVariables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vttVariables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<VttVariablesQuery, VttVariablesQueryVariables>;
export const CreateVttVariableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateVttVariable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VttNamedInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createVttVariable"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<CreateVttVariableMutation, CreateVttVariableMutationVariables>;
export const UpdateVttVariableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateVttVariable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VttNamedInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateVttVariable"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<UpdateVttVariableMutation, UpdateVttVariableMutationVariables>;
export const DeleteVttVariableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteVttVariable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteVttVariable"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteVttVariableMutation, DeleteVttVariableMutationVariables>;
export const VttDetailFormChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VttDetailFormChoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vttBiomeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keepVariableId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vttUnattachedVariables"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vttBiomeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vttBiomeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"keepVariableId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keepVariableId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vttSubBiomes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<VttDetailFormChoicesQuery, VttDetailFormChoicesQueryVariables>;
export const CreateVttVariableDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateVttVariableDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VttVariableDetailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createVttVariableDetail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VttDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VttDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VttVariableDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"vttBiomeId"}},{"kind":"Field","name":{"kind":"Name","value":"vttSubBiomeId"}},{"kind":"Field","name":{"kind":"Name","value":"vttSubBiome"}},{"kind":"Field","name":{"kind":"Name","value":"vttVariableId"}},{"kind":"Field","name":{"kind":"Name","value":"vttVariable"}},{"kind":"Field","name":{"kind":"Name","value":"vttVariableDescription"}},{"kind":"Field","name":{"kind":"Name","value":"coefficient"}},{"kind":"Field","name":{"kind":"Name","value":"sampleMean"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"isTransformation"}},{"kind":"Field","name":{"kind":"Name","value":"remarksText"}}]}}]} as unknown as DocumentNode<CreateVttVariableDetailMutation, CreateVttVariableDetailMutationVariables>;
export const UpdateVttVariableDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateVttVariableDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VttVariableDetailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateVttVariableDetail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VttDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VttDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VttVariableDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"vttBiomeId"}},{"kind":"Field","name":{"kind":"Name","value":"vttSubBiomeId"}},{"kind":"Field","name":{"kind":"Name","value":"vttSubBiome"}},{"kind":"Field","name":{"kind":"Name","value":"vttVariableId"}},{"kind":"Field","name":{"kind":"Name","value":"vttVariable"}},{"kind":"Field","name":{"kind":"Name","value":"vttVariableDescription"}},{"kind":"Field","name":{"kind":"Name","value":"coefficient"}},{"kind":"Field","name":{"kind":"Name","value":"sampleMean"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"isTransformation"}},{"kind":"Field","name":{"kind":"Name","value":"remarksText"}}]}}]} as unknown as DocumentNode<UpdateVttVariableDetailMutation, UpdateVttVariableDetailMutationVariables>;
export const DeleteVttVariableDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteVttVariableDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteVttVariableDetail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteVttVariableDetailMutation, DeleteVttVariableDetailMutationVariables>;