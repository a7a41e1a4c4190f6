import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { BrowserRouter, useRoutes } from 'react-router-dom';

import { apolloClient } from '../modules/common/apollo.ts';
import { LazyNotifications } from './LazyNotifications.tsx';
import { routes } from './routes.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

/**
 * The routes in the router's declarative mode: the app loads no data through the router, so its data-router half
 * (loaders, actions, fetchers, error elements) would only weigh on the first page. Page errors are caught by the
 * shell (PageErrorBoundary).
 */
function AppRoutes() {
  return useRoutes(routes);
}

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <LazyNotifications position="top-right" />
      <ApolloProvider client={apolloClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ApolloProvider>
    </MantineProvider>
  );
}
