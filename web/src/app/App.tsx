import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

import { apolloClient } from '../modules/common/apollo.ts';
import { LazyNotifications } from './LazyNotifications.tsx';
import { routes } from './routes.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

const router = createBrowserRouter(routes);

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <LazyNotifications position="top-right" />
      <ApolloProvider client={apolloClient}>
        <RouterProvider router={router} />
      </ApolloProvider>
    </MantineProvider>
  );
}
