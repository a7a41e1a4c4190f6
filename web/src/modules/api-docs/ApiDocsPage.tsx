import { maxPageSize } from '@esvd/schema/rules/paging';
import { Anchor, Code, List, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';

import { PageFrame } from '../common/PageFrame.tsx';
import { PageLoader } from '../common/PageLoader.tsx';
import { SearchCard } from '../common/SearchCard.tsx';
import { openApiDocumentUrl } from './rest-paths.ts';
import { RestPathsList } from './RestPathsList.tsx';

// GraphiQL brings its code editor (Monaco): loaded only when this page shows it.
const GraphqlExplorer = lazy(() => import('./GraphqlExplorer.tsx').then((m) => ({ default: m.GraphqlExplorer })));

/** The curl calls for a script, written for the address that serves this page (a local api, staging or production). */
function loginExample(origin: string): string {
  return `curl -s ${origin}/api/account/login -H 'content-type: application/json' \\
  -d '{"username":"<your username>","password":"<your password>"}'
# {"token":"...", ...}: send it as a header
curl -s -H "Authorization: Bearer <token>" "${origin}/api/esvds?countries=12"
# or with an API key
curl -s -H "X-API-Key: <key>" "${origin}/api/esvds?countries=12"`;
}

/**
 * /api-docs (public): for data scientists, how to call the API from a script, GraphiQL over the GraphQL schema, and
 * the REST paths from the OpenAPI description at /api/openapi.json.
 */
export function ApiDocsPage() {
  return (
    <PageFrame
      size="xl"
      title="API"
      intro="Everything this site shows can be read from a script: GraphQL at /graphql and REST under /api, over the
        same data and the same rules."
    >
      <SearchCard id="api-guide" title="Getting started">
        <Stack gap="xs">
          <Text>
            Public data (the reference lists, database versions, the value calculator) needs no sign-in. For the
            database itself, send either credential with each request:
          </Text>
          <List spacing={4}>
            <List.Item>
              <b>A session token</b>: sign in with <Code>POST /api/account/login</Code> (or the GraphQL{' '}
              <Code>login</Code> mutation) and send the <Code>token</Code> it answers as{' '}
              <Code>Authorization: Bearer &lt;token&gt;</Code>. It ends when you sign out. The explorer below sends
              yours when you are signed in.
            </List.Item>
            <List.Item>
              <b>An API key</b>: send it as <Code>X-API-Key: &lt;key&gt;</Code>. A key is issued by an administrator and
              reads the database only (search, map, statistics, downloads).
            </List.Item>
          </List>
          {/* Wider than a phone's screen: it scrolls, so it takes the keyboard's focus to be scrolled. */}
          <Code block tabIndex={0} aria-label="Example: sign in, then send the token">
            {loginExample(window.location.origin)}
          </Code>
          <Text fw={500}>Limits</Text>
          <List spacing={4}>
            <List.Item>
              A page holds at most {maxPageSize.toLocaleString('en')} records; pull more with the cursor of{' '}
              <Code>GET /api/esvds/after</Code>, or download a whole search as CSV with{' '}
              <Code>GET /api/esvds/download</Code>.
            </List.Item>
            <List.Item>
              A GraphQL operation has at most 500 tokens, 15 aliases and fields nested 10 deep, and an estimated cost of
              at most 200,000 by default; one past a limit is refused with 400 naming it.
            </List.Item>
            <List.Item>
              A request's database work stops after 10 seconds by default (503). Request bodies are at most 2 MB (15 MB
              on /graphql and for a suggested study).
            </List.Item>
            <List.Item>Errors answer 4xx with a message: REST as a problem document, GraphQL in its errors.</List.Item>
          </List>
        </Stack>
      </SearchCard>

      <SearchCard id="api-graphql" title="GraphQL explorer">
        <Text size="sm" c="dimmed">
          Write a query on the left and run it (Ctrl+Enter); the documentation of every type is behind the book button.
          Subscriptions run over a WebSocket at the same address.
        </Text>
        <Suspense fallback={<PageLoader />}>
          <GraphqlExplorer />
        </Suspense>
      </SearchCard>

      <SearchCard id="api-rest" title="REST paths">
        <Text size="sm">
          The <Anchor href={openApiDocumentUrl}>OpenAPI 3.1 description</Anchor> gives each path's parameters, body and
          answers; tools such as Swagger UI, Postman or openapi-generator read it.
        </Text>
        <RestPathsList />
      </SearchCard>
    </PageFrame>
  );
}
