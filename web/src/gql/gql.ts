/* eslint-disable */
import * as types from './graphql.ts';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query Viewer {\n  viewer {\n    signedIn\n    userName\n    displayName\n    role\n    resources {\n      resource\n      granted\n    }\n  }\n}": typeof types.ViewerDocument,
    "fragment AccountMessageFields on AccountMessage {\n  message\n  detail\n}\n\nquery LoginMode($usernameOrEmail: String!) {\n  loginMode(usernameOrEmail: $usernameOrEmail)\n}\n\nmutation Login($usernameOrEmail: String!, $password: String!) {\n  login(usernameOrEmail: $usernameOrEmail, password: $password) {\n    token\n  }\n}\n\nmutation RequestLoginCode($email: String!) {\n  requestLoginCode(email: $email) {\n    ...AccountMessageFields\n  }\n}\n\nmutation LoginWithCode($email: String!, $code: String!) {\n  loginWithCode(email: $email, code: $code) {\n    token\n  }\n}\n\nmutation ResendConfirmationLink($usernameOrEmail: String!) {\n  resendConfirmationLink(usernameOrEmail: $usernameOrEmail) {\n    ...AccountMessageFields\n  }\n}\n\nmutation SignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    ...AccountMessageFields\n  }\n}\n\nmutation ConfirmEmail($username: String!, $code: String!) {\n  confirmEmail(username: $username, code: $code) {\n    ...AccountMessageFields\n  }\n}\n\nmutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email) {\n    ...AccountMessageFields\n  }\n}\n\nmutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input) {\n    ...AccountMessageFields\n  }\n}\n\nmutation Logout {\n  logout\n}\n\nmutation TouchSession {\n  touchSession {\n    signedIn\n  }\n}\n\nfragment UserProfileFields on UserProfile {\n  id\n  userName\n  displayName\n  email\n  organization\n  sector\n  sectorOther\n  purposeOfAccess\n  purposeOfAccessOther\n}\n\nquery MyProfile {\n  me {\n    ...UserProfileFields\n  }\n}\n\nmutation UpdateProfile($input: ProfileInput!) {\n  updateProfile(input: $input) {\n    ...UserProfileFields\n  }\n}": typeof types.AccountMessageFieldsFragmentDoc,
    "query TotalValuationCount {\n  totalValuationCount\n}": typeof types.TotalValuationCountDocument,
    "query MapMarkers($filter: ValuationFilter!) {\n  mapMarkers(filter: $filter) {\n    latitude\n    longitude\n    count\n    valueIds\n    studyLocations\n  }\n}\n\nquery MapMarkerDetails($valueIds: [SafeInt!]!) {\n  mapMarkerDetails(valueIds: $valueIds) {\n    id\n    valueId\n    studyId\n    studyLocation\n    siteAreaInHectares\n    biomes\n    ecozones\n    ecosystems\n    ecosystemServices\n    intPerHectarePerYear\n  }\n}": typeof types.MapMarkersDocument,
    "query CurrentDatabaseVersion {\n  currentDatabaseVersion {\n    id\n    month\n    year\n    version\n    subversion\n    referenceText\n  }\n}\n\nsubscription DatabaseVersionChanged {\n  databaseVersionChanged {\n    id\n    month\n    year\n    version\n    subversion\n    referenceText\n  }\n}": typeof types.CurrentDatabaseVersionDocument,
};
const documents: Documents = {
    "query Viewer {\n  viewer {\n    signedIn\n    userName\n    displayName\n    role\n    resources {\n      resource\n      granted\n    }\n  }\n}": types.ViewerDocument,
    "fragment AccountMessageFields on AccountMessage {\n  message\n  detail\n}\n\nquery LoginMode($usernameOrEmail: String!) {\n  loginMode(usernameOrEmail: $usernameOrEmail)\n}\n\nmutation Login($usernameOrEmail: String!, $password: String!) {\n  login(usernameOrEmail: $usernameOrEmail, password: $password) {\n    token\n  }\n}\n\nmutation RequestLoginCode($email: String!) {\n  requestLoginCode(email: $email) {\n    ...AccountMessageFields\n  }\n}\n\nmutation LoginWithCode($email: String!, $code: String!) {\n  loginWithCode(email: $email, code: $code) {\n    token\n  }\n}\n\nmutation ResendConfirmationLink($usernameOrEmail: String!) {\n  resendConfirmationLink(usernameOrEmail: $usernameOrEmail) {\n    ...AccountMessageFields\n  }\n}\n\nmutation SignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    ...AccountMessageFields\n  }\n}\n\nmutation ConfirmEmail($username: String!, $code: String!) {\n  confirmEmail(username: $username, code: $code) {\n    ...AccountMessageFields\n  }\n}\n\nmutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email) {\n    ...AccountMessageFields\n  }\n}\n\nmutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input) {\n    ...AccountMessageFields\n  }\n}\n\nmutation Logout {\n  logout\n}\n\nmutation TouchSession {\n  touchSession {\n    signedIn\n  }\n}\n\nfragment UserProfileFields on UserProfile {\n  id\n  userName\n  displayName\n  email\n  organization\n  sector\n  sectorOther\n  purposeOfAccess\n  purposeOfAccessOther\n}\n\nquery MyProfile {\n  me {\n    ...UserProfileFields\n  }\n}\n\nmutation UpdateProfile($input: ProfileInput!) {\n  updateProfile(input: $input) {\n    ...UserProfileFields\n  }\n}": types.AccountMessageFieldsFragmentDoc,
    "query TotalValuationCount {\n  totalValuationCount\n}": types.TotalValuationCountDocument,
    "query MapMarkers($filter: ValuationFilter!) {\n  mapMarkers(filter: $filter) {\n    latitude\n    longitude\n    count\n    valueIds\n    studyLocations\n  }\n}\n\nquery MapMarkerDetails($valueIds: [SafeInt!]!) {\n  mapMarkerDetails(valueIds: $valueIds) {\n    id\n    valueId\n    studyId\n    studyLocation\n    siteAreaInHectares\n    biomes\n    ecozones\n    ecosystems\n    ecosystemServices\n    intPerHectarePerYear\n  }\n}": types.MapMarkersDocument,
    "query CurrentDatabaseVersion {\n  currentDatabaseVersion {\n    id\n    month\n    year\n    version\n    subversion\n    referenceText\n  }\n}\n\nsubscription DatabaseVersionChanged {\n  databaseVersionChanged {\n    id\n    month\n    year\n    version\n    subversion\n    referenceText\n  }\n}": types.CurrentDatabaseVersionDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Viewer {\n  viewer {\n    signedIn\n    userName\n    displayName\n    role\n    resources {\n      resource\n      granted\n    }\n  }\n}"): (typeof documents)["query Viewer {\n  viewer {\n    signedIn\n    userName\n    displayName\n    role\n    resources {\n      resource\n      granted\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AccountMessageFields on AccountMessage {\n  message\n  detail\n}\n\nquery LoginMode($usernameOrEmail: String!) {\n  loginMode(usernameOrEmail: $usernameOrEmail)\n}\n\nmutation Login($usernameOrEmail: String!, $password: String!) {\n  login(usernameOrEmail: $usernameOrEmail, password: $password) {\n    token\n  }\n}\n\nmutation RequestLoginCode($email: String!) {\n  requestLoginCode(email: $email) {\n    ...AccountMessageFields\n  }\n}\n\nmutation LoginWithCode($email: String!, $code: String!) {\n  loginWithCode(email: $email, code: $code) {\n    token\n  }\n}\n\nmutation ResendConfirmationLink($usernameOrEmail: String!) {\n  resendConfirmationLink(usernameOrEmail: $usernameOrEmail) {\n    ...AccountMessageFields\n  }\n}\n\nmutation SignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    ...AccountMessageFields\n  }\n}\n\nmutation ConfirmEmail($username: String!, $code: String!) {\n  confirmEmail(username: $username, code: $code) {\n    ...AccountMessageFields\n  }\n}\n\nmutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email) {\n    ...AccountMessageFields\n  }\n}\n\nmutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input) {\n    ...AccountMessageFields\n  }\n}\n\nmutation Logout {\n  logout\n}\n\nmutation TouchSession {\n  touchSession {\n    signedIn\n  }\n}\n\nfragment UserProfileFields on UserProfile {\n  id\n  userName\n  displayName\n  email\n  organization\n  sector\n  sectorOther\n  purposeOfAccess\n  purposeOfAccessOther\n}\n\nquery MyProfile {\n  me {\n    ...UserProfileFields\n  }\n}\n\nmutation UpdateProfile($input: ProfileInput!) {\n  updateProfile(input: $input) {\n    ...UserProfileFields\n  }\n}"): (typeof documents)["fragment AccountMessageFields on AccountMessage {\n  message\n  detail\n}\n\nquery LoginMode($usernameOrEmail: String!) {\n  loginMode(usernameOrEmail: $usernameOrEmail)\n}\n\nmutation Login($usernameOrEmail: String!, $password: String!) {\n  login(usernameOrEmail: $usernameOrEmail, password: $password) {\n    token\n  }\n}\n\nmutation RequestLoginCode($email: String!) {\n  requestLoginCode(email: $email) {\n    ...AccountMessageFields\n  }\n}\n\nmutation LoginWithCode($email: String!, $code: String!) {\n  loginWithCode(email: $email, code: $code) {\n    token\n  }\n}\n\nmutation ResendConfirmationLink($usernameOrEmail: String!) {\n  resendConfirmationLink(usernameOrEmail: $usernameOrEmail) {\n    ...AccountMessageFields\n  }\n}\n\nmutation SignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    ...AccountMessageFields\n  }\n}\n\nmutation ConfirmEmail($username: String!, $code: String!) {\n  confirmEmail(username: $username, code: $code) {\n    ...AccountMessageFields\n  }\n}\n\nmutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email) {\n    ...AccountMessageFields\n  }\n}\n\nmutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input) {\n    ...AccountMessageFields\n  }\n}\n\nmutation Logout {\n  logout\n}\n\nmutation TouchSession {\n  touchSession {\n    signedIn\n  }\n}\n\nfragment UserProfileFields on UserProfile {\n  id\n  userName\n  displayName\n  email\n  organization\n  sector\n  sectorOther\n  purposeOfAccess\n  purposeOfAccessOther\n}\n\nquery MyProfile {\n  me {\n    ...UserProfileFields\n  }\n}\n\nmutation UpdateProfile($input: ProfileInput!) {\n  updateProfile(input: $input) {\n    ...UserProfileFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TotalValuationCount {\n  totalValuationCount\n}"): (typeof documents)["query TotalValuationCount {\n  totalValuationCount\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MapMarkers($filter: ValuationFilter!) {\n  mapMarkers(filter: $filter) {\n    latitude\n    longitude\n    count\n    valueIds\n    studyLocations\n  }\n}\n\nquery MapMarkerDetails($valueIds: [SafeInt!]!) {\n  mapMarkerDetails(valueIds: $valueIds) {\n    id\n    valueId\n    studyId\n    studyLocation\n    siteAreaInHectares\n    biomes\n    ecozones\n    ecosystems\n    ecosystemServices\n    intPerHectarePerYear\n  }\n}"): (typeof documents)["query MapMarkers($filter: ValuationFilter!) {\n  mapMarkers(filter: $filter) {\n    latitude\n    longitude\n    count\n    valueIds\n    studyLocations\n  }\n}\n\nquery MapMarkerDetails($valueIds: [SafeInt!]!) {\n  mapMarkerDetails(valueIds: $valueIds) {\n    id\n    valueId\n    studyId\n    studyLocation\n    siteAreaInHectares\n    biomes\n    ecozones\n    ecosystems\n    ecosystemServices\n    intPerHectarePerYear\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CurrentDatabaseVersion {\n  currentDatabaseVersion {\n    id\n    month\n    year\n    version\n    subversion\n    referenceText\n  }\n}\n\nsubscription DatabaseVersionChanged {\n  databaseVersionChanged {\n    id\n    month\n    year\n    version\n    subversion\n    referenceText\n  }\n}"): (typeof documents)["query CurrentDatabaseVersion {\n  currentDatabaseVersion {\n    id\n    month\n    year\n    version\n    subversion\n    referenceText\n  }\n}\n\nsubscription DatabaseVersionChanged {\n  databaseVersionChanged {\n    id\n    month\n    year\n    version\n    subversion\n    referenceText\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;