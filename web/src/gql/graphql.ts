/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type ViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerQuery = { viewer: { __typename: 'Viewer', signedIn: boolean, userName: string | null, displayName: string | null, role: string | null, resources: Array<{ __typename: 'ResourceAccess', resource: string, granted: boolean }> } };

export type TotalValuationCountQueryVariables = Exact<{ [key: string]: never; }>;


export type TotalValuationCountQuery = { totalValuationCount: number };

export type CurrentDatabaseVersionQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentDatabaseVersionQuery = { currentDatabaseVersion: { __typename: 'DatabaseVersion', id: number, month: number, year: number, version: number, subversion: number, referenceText: string } | null };

export type DatabaseVersionChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type DatabaseVersionChangedSubscription = { databaseVersionChanged: { __typename: 'DatabaseVersion', id: number, month: number, year: number, version: number, subversion: number, referenceText: string } };


export const ViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signedIn"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"resources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resource"}},{"kind":"Field","name":{"kind":"Name","value":"granted"}}]}}]}}]}}]} as unknown as DocumentNode<ViewerQuery, ViewerQueryVariables>;
export const TotalValuationCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TotalValuationCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalValuationCount"}}]}}]} as unknown as DocumentNode<TotalValuationCountQuery, TotalValuationCountQueryVariables>;
export const CurrentDatabaseVersionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentDatabaseVersion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentDatabaseVersion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"subversion"}},{"kind":"Field","name":{"kind":"Name","value":"referenceText"}}]}}]}}]} as unknown as DocumentNode<CurrentDatabaseVersionQuery, CurrentDatabaseVersionQueryVariables>;
export const DatabaseVersionChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"DatabaseVersionChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseVersionChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"subversion"}},{"kind":"Field","name":{"kind":"Name","value":"referenceText"}}]}}]}}]} as unknown as DocumentNode<DatabaseVersionChangedSubscription, DatabaseVersionChangedSubscriptionVariables>;