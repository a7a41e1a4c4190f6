import { Alert, Anchor, Container } from '@mantine/core';
import { Component, type ReactNode } from 'react';

interface PageErrorBoundaryProps {
  /** The page's address: the error is cleared when the user goes elsewhere, so navigation keeps working. */
  pathname: string;
  children: ReactNode;
}

interface PageErrorBoundaryState {
  failed: boolean;
  pathname: string;
}

/**
 * Last line of defence for a page that throws while rendering or whose code fails to load (e.g. after a deploy
 * replaced the chunk): the error shows inside the shell, with the spec's generic message (spec 000 §8). React
 * reports the error to the console.
 */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError(): Partial<PageErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: PageErrorBoundaryProps,
    state: PageErrorBoundaryState,
  ): Partial<PageErrorBoundaryState> | null {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Container size="sm" py="xl">
        <Alert color="red" title="Something went wrong">
          Something unexpected has happened. Please try again or consult the admin for this site.{' '}
          <Anchor href="/">Reload the home page</Anchor>
        </Alert>
      </Container>
    );
  }
}
