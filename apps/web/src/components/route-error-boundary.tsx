import Container from '@mui/material/Container';
import { Component, type ReactNode } from 'react';
import { ErrorState } from './error-state.tsx';

interface Props {
  children: ReactNode;
  /** Changes when the visitor moves to another page, clearing an earlier page's failure. */
  resetKey: string;
  title: string;
}

interface State {
  error: unknown;
  resetKey: string;
}

/**
 * Catches a page that failed to load or render (most often a code chunk missing after a new
 * release) and offers Retry, which reloads the page to fetch the current release.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <Container maxWidth="md" sx={{ py: 4 }}>
        <ErrorState
          error={this.state.error}
          title={this.props.title}
          onRetry={() => window.location.reload()}
        />
      </Container>
    );
  }
}
