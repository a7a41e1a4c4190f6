/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
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

export type UserProfileFieldsFragment = { __typename: 'UserProfile', id: number, userName: string, displayName: string, email: string, organization: string, sector: string, sectorOther: string | null, purposeOfAccess: string, purposeOfAccessOther: string | null };

export type MyProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type MyProfileQuery = { me: { __typename: 'UserProfile', id: number, userName: string, displayName: string, email: string, organization: string, sector: string, sectorOther: string | null, purposeOfAccess: string, purposeOfAccessOther: string | null } };

export type UpdateProfileMutationVariables = Exact<{
  input: ProfileInput;
}>;


export type UpdateProfileMutation = { updateProfile: { __typename: 'UserProfile', id: number, userName: string, displayName: string, email: string, organization: string, sector: string, sectorOther: string | null, purposeOfAccess: string, purposeOfAccessOther: string | null } };

export type TouchSessionMutationVariables = Exact<{ [key: string]: never; }>;


export type TouchSessionMutation = { touchSession: { __typename: 'Viewer', signedIn: boolean } };

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

export type ViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerQuery = { viewer: { __typename: 'Viewer', signedIn: boolean, userName: string | null, displayName: string | null, role: string | null, resources: Array<{ __typename: 'ResourceAccess', resource: string, granted: boolean }> } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

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


export type MapMarkersQuery = { mapMarkers: { latitudes: number[]; longitudes: number[]; counts: number[]; valueIds: number[]; studyLocations: string[][]; medians: (number | null)[] } };

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

export type RecordFieldsFragment = { __typename: 'ValuationRow', id: number, valueId: number, studyId: number, authors: string, title: string, reference: string, yearOfPublication: number, studyPublished: boolean, codedDate: string | null, reviewed: boolean, reviewedDate: string | null, biomes: Array<string>, biomeCodes: Array<string>, ecozones: Array<string>, ecozoneCodes: Array<string>, ecosystems: Array<string>, ecosystemCodes: Array<string>, ecosystemDescription: string | null, ecosystemCondition: string | null, siteCondition: string | null, protectionStatus: string | null, ecosystemServices: Array<string>, teebCodes: Array<string>, teebServices: Array<string>, teebSubCodes: Array<string>, ciceses: Array<string>, cicesCodes: Array<string>, seeas: Array<string>, seeaCodes: Array<string>, ecosystemServiceDescription: string | null, countries: Array<string>, countryCodes: Array<string>, continent: string | null, scaleOfStudySite: string | null, studyLocation: string | null, latitude: number | null, longitude: number | null, siteArea: number | null, siteAreaUnit: string | null, siteAreaInHectares: number | null, siteLength: number | null, siteLengthUnit: string | null, siteLengthKm: number | null, valuationMethods: Array<string>, valuationMethodCodes: Array<string>, valuedChange: string | null, valueMeasure: string | null, originalValue: number | null, currency: string | null, valueYear: number | null, spatialUnit: string | null, temporalUnit: string | null, presentValueYear: number | null, presentValueDiscountRate: number | null, beneficiaryUnit: string | null, numberOfBeneficiaries: number | null, typeOfBeneficiary: string | null, intPerHectarePerYear: number | null, notes: string | null, secondaryDataSources: string | null, inclExcl: boolean | null, inclExclComments: string | null };

export type ValuationRecordQueryVariables = Exact<{
  valueId: number;
}>;


export type ValuationRecordQuery = { valuationRecord: { __typename: 'ValuationRow', id: number, valueId: number, studyId: number, authors: string, title: string, reference: string, yearOfPublication: number, studyPublished: boolean, codedDate: string | null, reviewed: boolean, reviewedDate: string | null, biomes: Array<string>, biomeCodes: Array<string>, ecozones: Array<string>, ecozoneCodes: Array<string>, ecosystems: Array<string>, ecosystemCodes: Array<string>, ecosystemDescription: string | null, ecosystemCondition: string | null, siteCondition: string | null, protectionStatus: string | null, ecosystemServices: Array<string>, teebCodes: Array<string>, teebServices: Array<string>, teebSubCodes: Array<string>, ciceses: Array<string>, cicesCodes: Array<string>, seeas: Array<string>, seeaCodes: Array<string>, ecosystemServiceDescription: string | null, countries: Array<string>, countryCodes: Array<string>, continent: string | null, scaleOfStudySite: string | null, studyLocation: string | null, latitude: number | null, longitude: number | null, siteArea: number | null, siteAreaUnit: string | null, siteAreaInHectares: number | null, siteLength: number | null, siteLengthUnit: string | null, siteLengthKm: number | null, valuationMethods: Array<string>, valuationMethodCodes: Array<string>, valuedChange: string | null, valueMeasure: string | null, originalValue: number | null, currency: string | null, valueYear: number | null, spatialUnit: string | null, temporalUnit: string | null, presentValueYear: number | null, presentValueDiscountRate: number | null, beneficiaryUnit: string | null, numberOfBeneficiaries: number | null, typeOfBeneficiary: string | null, intPerHectarePerYear: number | null, notes: string | null, secondaryDataSources: string | null, inclExcl: boolean | null, inclExclComments: string | null } | null };

export type StudyRecordsQueryVariables = Exact<{
  studyId: number;
}>;


export type StudyRecordsQuery = { studyRecords: Array<{ __typename: 'ValuationRow', id: number, valueId: number, studyId: number, authors: string, title: string, reference: string, yearOfPublication: number, studyPublished: boolean, codedDate: string | null, reviewed: boolean, reviewedDate: string | null, biomes: Array<string>, biomeCodes: Array<string>, ecozones: Array<string>, ecozoneCodes: Array<string>, ecosystems: Array<string>, ecosystemCodes: Array<string>, ecosystemDescription: string | null, ecosystemCondition: string | null, siteCondition: string | null, protectionStatus: string | null, ecosystemServices: Array<string>, teebCodes: Array<string>, teebServices: Array<string>, teebSubCodes: Array<string>, ciceses: Array<string>, cicesCodes: Array<string>, seeas: Array<string>, seeaCodes: Array<string>, ecosystemServiceDescription: string | null, countries: Array<string>, countryCodes: Array<string>, continent: string | null, scaleOfStudySite: string | null, studyLocation: string | null, latitude: number | null, longitude: number | null, siteArea: number | null, siteAreaUnit: string | null, siteAreaInHectares: number | null, siteLength: number | null, siteLengthUnit: string | null, siteLengthKm: number | null, valuationMethods: Array<string>, valuationMethodCodes: Array<string>, valuedChange: string | null, valueMeasure: string | null, originalValue: number | null, currency: string | null, valueYear: number | null, spatialUnit: string | null, temporalUnit: string | null, presentValueYear: number | null, presentValueDiscountRate: number | null, beneficiaryUnit: string | null, numberOfBeneficiaries: number | null, typeOfBeneficiary: string | null, intPerHectarePerYear: number | null, notes: string | null, secondaryDataSources: string | null, inclExcl: boolean | null, inclExclComments: string | null }> };

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

export type ReleasesQueryVariables = Exact<{ [key: string]: never; }>;


export type ReleasesQuery = { releases: Array<{ __typename: 'Release', label: string, createdOn: string, recordCount: number, citation: string, vintage: string }> };

export type ReleaseDiffQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type ReleaseDiffQuery = { releaseDiff: { __typename: 'ReleaseDiff', from: string, to: string, added: number, changed: number, removed: number, unchanged: number } };

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

export type SummaryGroupFieldsFragment = { __typename: 'SummaryGroup', id: number, code: string, label: string, count: number, mean: number, median: number, standardDeviation: number | null, min: number, max: number, lowerQuartile: number, upperQuartile: number, values: Array<number> | null };

export type SearchSummaryStatisticsQueryVariables = Exact<{
  filter: ValuationFilter;
}>;


export type SearchSummaryStatisticsQuery = { summaryStatistics: { __typename: 'SummaryStatistics', valuationCount: number, biomes: Array<{ __typename: 'SummaryGroup', id: number, code: string, label: string, count: number, mean: number, median: number, standardDeviation: number | null, min: number, max: number, lowerQuartile: number, upperQuartile: number, values: Array<number> | null }>, ecozones: Array<{ __typename: 'SummaryGroup', id: number, code: string, label: string, count: number, mean: number, median: number, standardDeviation: number | null, min: number, max: number, lowerQuartile: number, upperQuartile: number, values: Array<number> | null }>, biomesWithoutData: Array<{ __typename: 'HabitatEntry', id: number, code: string, label: string }>, ecozonesWithoutData: Array<{ __typename: 'HabitatEntry', id: number, code: string, label: string }> } };

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

export type SettingsWorldBankVintagesQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsWorldBankVintagesQuery = { worldBankVintages: Array<{ __typename: 'WorldBankVintage', vintage: string, downloaded: string, inUse: boolean }> };

export type SettingsSetWorldBankVintageMutationVariables = Exact<{
  vintage: string;
}>;


export type SettingsSetWorldBankVintageMutation = { setWorldBankVintage: Array<{ __typename: 'WorldBankVintage', vintage: string, downloaded: string, inUse: boolean }> };

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


export type StudyValuationsQuery = { studyValuations: { __typename: 'StudyValuations', studyId: number, title: string, authors: string, yearOfPublication: number, valuations: Array<{ __typename: 'StudyValuation', valueId: number, studyLocation: string | null, latitude: number | null, longitude: number | null, intPerHectarePerYear: number | null }>, markers: Array<{ __typename: 'MapMarker', latitude: number, longitude: number, count: number, valueIds: Array<number>, studyLocations: Array<string>, median: number | null }> } };

export type DatabaseValuationTotalsQueryVariables = Exact<{ [key: string]: never; }>;


export type DatabaseValuationTotalsQuery = { totalValuationCount: number };

export type SuggestStudyMutationVariables = Exact<{
  input: SuggestStudyInput;
}>;


export type SuggestStudyMutation = { suggestStudy: { __typename: 'SuggestionReceipt', id: number, message: string } };

export type SuggestedStudiesQueryVariables = Exact<{ [key: string]: never; }>;


export type SuggestedStudiesQuery = { suggestedStudies: Array<{ __typename: 'SuggestedStudy', id: number, title: string, description: string, studyType: string, createdOn: string, suggestedBy: string | null, email: string | null, attachments: Array<{ __typename: 'SuggestedStudyAttachment', id: number, filename: string, contentType: string, size: number }> }> };

export type UploadJobFieldsFragment = { __typename: 'UploadJob', id: number, kind: UploadKind, filename: string, status: UploadStatus, statusText: string | null, errorText: string | null, warnings: Array<string>, standardisationWarnings: Array<string>, totalCount: number, insertedCount: number, updatedCount: number, unchangedCount: number, percentage: number, createdOn: string, columnChanges: Array<{ __typename: 'UploadColumnChange', column: string, changed: number, emptied: number }> };

export type UploadStatsQueryVariables = Exact<{
  kind: UploadKind;
}>;


export type UploadStatsQuery = { currentUpload: { __typename: 'UploadJob', id: number, kind: UploadKind, filename: string, status: UploadStatus, statusText: string | null, errorText: string | null, warnings: Array<string>, standardisationWarnings: Array<string>, totalCount: number, insertedCount: number, updatedCount: number, unchangedCount: number, percentage: number, createdOn: string, columnChanges: Array<{ __typename: 'UploadColumnChange', column: string, changed: number, emptied: number }> } | null, lastUpload: { __typename: 'UploadJob', id: number, kind: UploadKind, filename: string, status: UploadStatus, statusText: string | null, errorText: string | null, warnings: Array<string>, standardisationWarnings: Array<string>, totalCount: number, insertedCount: number, updatedCount: number, unchangedCount: number, percentage: number, createdOn: string, columnChanges: Array<{ __typename: 'UploadColumnChange', column: string, changed: number, emptied: number }> } | null };

export type UploadProgressSubscriptionVariables = Exact<{
  kind: UploadKind;
}>;


export type UploadProgressSubscription = { uploadProgress: { __typename: 'UploadJob', id: number, kind: UploadKind, filename: string, status: UploadStatus, statusText: string | null, errorText: string | null, warnings: Array<string>, standardisationWarnings: Array<string>, totalCount: number, insertedCount: number, updatedCount: number, unchangedCount: number, percentage: number, createdOn: string, columnChanges: Array<{ __typename: 'UploadColumnChange', column: string, changed: number, emptied: number }> } };

export type CancelUploadMutationVariables = Exact<{
  id: number;
}>;


export type CancelUploadMutation = { cancelUpload: { __typename: 'UploadJob', id: number, kind: UploadKind, filename: string, status: UploadStatus, statusText: string | null, errorText: string | null, warnings: Array<string>, standardisationWarnings: Array<string>, totalCount: number, insertedCount: number, updatedCount: number, unchangedCount: number, percentage: number, createdOn: string, columnChanges: Array<{ __typename: 'UploadColumnChange', column: string, changed: number, emptied: number }> } };

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
